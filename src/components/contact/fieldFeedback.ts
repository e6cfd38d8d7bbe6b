import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

import { LOOKS_GOOD } from '@/validation/messages'

export interface Feedback {
  readonly error?: string
  readonly success?: string
}

/**
 * The spec's three field states: the error, 'Looks good!' once a touched field holds a valid
 * value, or nothing (an empty optional field, or a field not yet visited).
 */
export function fieldFeedback<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  name: FieldPath<T>,
): Feedback {
  const state = form.getFieldState(name, form.formState)
  if (state.error?.message) return { error: state.error.message }
  const value: unknown = form.getValues(name)
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  return (state.isTouched || form.formState.isSubmitted) && filled ? { success: LOOKS_GOOD } : {}
}

/** ARIA wiring for a control whose feedback is rendered by FieldMessage with `${id}-message`. */
export const describedBy = (id: string, feedback: Feedback, extra?: string): string | undefined =>
  [extra, feedback.error || feedback.success ? `${id}-message` : undefined].filter(Boolean).join(' ') || undefined

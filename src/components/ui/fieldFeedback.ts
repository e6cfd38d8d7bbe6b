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
  const filled =
    typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  return (state.isTouched || form.formState.isSubmitted) && filled ? { success: LOOKS_GOOD } : {}
}

/**
 * Everything a kit field needs from react-hook-form: its id, registration and message. `errorsOnly`
 * leaves out 'Looks good!' (the portal's forms only speak up when something is wrong).
 */
export function bindField<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
  name: FieldPath<T>,
  options: { errorsOnly?: boolean } = {},
) {
  const { error, success } = fieldFeedback(form, name)
  return {
    id: `${idPrefix}-${name}`,
    ...form.register(name),
    error,
    success: options.errorsOnly ? undefined : success,
    reserveMessage: true,
  }
}

import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  type UseFormReturn,
} from 'react-hook-form'

import { LOOKS_GOOD } from '@/validation/messages'

import { keptRegistration } from './keptInput'

/** The entry for `name` in one of the form state's per-field maps (errors, touchedFields). */
const entryOf = (map: object, name: string): unknown => get(map, name)

export interface Feedback {
  readonly error?: string
  readonly success?: string
}

/**
 * The spec's three field states: the error, 'Looks good!' once a touched field holds a valid
 * value, or nothing (an empty optional field, or a field not yet visited). `formState` is the
 * form's by default; a field that renders on its own passes its `useFormState`, so only its own
 * changes re-render it. Only errors, touched fields and isSubmitted are read: react-hook-form
 * re-renders a reader of any other part (validating fields) on every field's validation.
 */
export function fieldFeedback<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  name: FieldPath<T>,
  formState: FormState<T> = form.formState,
): Feedback {
  const error = entryOf(formState.errors, name) as FieldError | undefined
  if (error?.message) return { error: error.message }
  const value: unknown = form.getValues(name)
  const filled =
    typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  const touched = Boolean(entryOf(formState.touchedFields, name))
  return (touched || formState.isSubmitted) && filled ? { success: LOOKS_GOOD } : {}
}

/**
 * Everything a kit field needs from react-hook-form: its id, registration (keeping what was typed
 * before hydration: keptRegistration) and message. `errorsOnly`
 * leaves out 'Looks good!' (the portal's forms only speak up when something is wrong); `formState`
 * as in `fieldFeedback`.
 */
export function bindField<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
  name: FieldPath<T>,
  options: { errorsOnly?: boolean; formState?: FormState<T> } = {},
) {
  const { error, success } = fieldFeedback(form, name, options.formState)
  return {
    id: `${idPrefix}-${name}`,
    ...keptRegistration(form, name),
    error,
    success: options.errorsOnly ? undefined : success,
    reserveMessage: true,
  }
}

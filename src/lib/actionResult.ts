import type * as z from '@/validation/zod'
import { ENQUIRY_FAILED_FALLBACK } from '@/validation/messages'

/** Per-field messages, as the forms show them (react-hook-form takes the first of each). */
export type FieldErrors = Record<string, string[]>

/** What crosses the client boundary from a server action. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors?: FieldErrors }

/** A schema's refusals keyed by top-level field; one about the whole form goes under `form`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues)
    (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message)
  return fieldErrors
}

/** A refused form: the message above it (the generic one unless given), each field's own beside it. */
export const invalidInput = (
  error: z.ZodError,
  message: string = ENQUIRY_FAILED_FALLBACK,
): { ok: false; message: string; fieldErrors: FieldErrors } => ({
  ok: false,
  message,
  fieldErrors: fieldErrorsOf(error),
})

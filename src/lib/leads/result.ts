/** Per-field messages, as the forms show them (react-hook-form takes the first of each). */
export type FieldErrors = Record<string, string[]>

/** What crosses the client boundary from a server action. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors?: FieldErrors }

export type LeadFailureReason = 'malformed' | 'invalid' | 'rate-limited' | 'slot-taken' | 'unexpected'

/** The shared submit functions' answer: an ActionResult plus what an HTTP endpoint needs. */
export type LeadOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false
      reason: LeadFailureReason
      message: string
      fieldErrors?: FieldErrors
      retryAfterSeconds?: number
    }

export type LeadReceipt = { id: string }

export const HTTP_STATUS: Readonly<Record<LeadFailureReason, number>> = {
  malformed: 400,
  invalid: 422,
  'rate-limited': 429,
  'slot-taken': 409,
  unexpected: 500,
}

export function toActionResult<T>(outcome: LeadOutcome<T>): ActionResult<T> {
  if (outcome.ok) return outcome
  return outcome.fieldErrors
    ? { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors }
    : { ok: false, message: outcome.message }
}

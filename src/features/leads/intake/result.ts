import type { ActionResult, FieldErrors } from '@/lib/actionResult'

export type { ActionResult, FieldErrors }

export type LeadFailureReason =
  'malformed' | 'invalid' | 'rate-limited' | 'slot-taken' | 'unavailable' | 'unexpected'

/** A lead's answer: an ActionResult plus what an HTTP endpoint needs. */
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
  unavailable: 503,
  unexpected: 500,
}

export function toActionResult<T>(outcome: LeadOutcome<T>): ActionResult<T> {
  if (outcome.ok) return outcome
  return outcome.fieldErrors
    ? { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors }
    : { ok: false, message: outcome.message }
}

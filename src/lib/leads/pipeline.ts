import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from '@/validation/zod'

import { cleanFields } from '@/lib/cleanText'
import { runQueuedJobs } from '@/lib/jobRunner'
import { maskEmail } from '@/lib/maskEmail'
import type { SubmissionForm } from '@/lib/rateLimit'
import { env } from '@/utilities/env'
import { isHoneypotFilled } from '@/validation/enquiry'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from '@/validation/formFields'
import * as messages from '@/validation/messages'

import type { LeadRequestContext } from './context'
import { submissionRateLimiterFor, type LeadDeps } from './deps'
import type { EmailMessage } from './emails'
import { checkFormToken } from './formToken'
import type { FieldErrors, LeadOutcome, LeadReceipt } from './result'
import { insertEmailJobs } from './store'

export { FORM_TOKEN_FIELD, SOURCE_PAGE_FIELD }

export interface Screened {
  /** The visitor's fields, every string cleaned; the honeypot and the form token removed. */
  readonly fields: Record<string, unknown>
  /** Why this looks like a bot, or null for a person. */
  readonly botSignal: 'honeypot' | 'missing-token' | 'forged-token' | 'too-fast' | null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const NOT_VISITOR_FIELDS: ReadonlySet<string> = new Set([HONEYPOT_FIELD, FORM_TOKEN_FIELD, SOURCE_PAGE_FIELD, '__proto__'])

/**
 * The visitor's own fields, each a primitive. A nested object has no place in these forms, and a
 * JSON '__proto__' key would otherwise become the prototype of the cleaned copy, handing the schema
 * uncleaned values through the prototype chain.
 */
function visitorFields(input: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(input)) {
    if (NOT_VISITOR_FIELDS.has(key) || (typeof value === 'object' && value !== null)) continue
    fields[key] = value
  }
  return fields
}

export const malformed = (): LeadOutcome<never> => ({
  ok: false,
  reason: 'malformed',
  message: messages.INVALID_INPUT,
})

export const unexpected = (): LeadOutcome<never> => ({
  ok: false,
  reason: 'unexpected',
  message: messages.UNEXPECTED,
})

export const invalid = (fieldErrors: FieldErrors): LeadOutcome<never> => ({
  ok: false,
  reason: 'invalid',
  message: messages.ENQUIRY_FAILED_FALLBACK,
  fieldErrors,
})

export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const { fieldErrors } = z.flattenError(error)
  const result: FieldErrors = {}
  for (const [field, list] of Object.entries(fieldErrors)) {
    if (Array.isArray(list) && list.length > 0) result[field] = list.filter((m): m is string => typeof m === 'string')
  }
  return result
}

/**
 * Steps every submission goes through before its own schema: the body must be an object, every
 * string is cleaned (spec §5), the attempt is counted against the rate limits, and the bot signals
 * are read. A bot is not told: the caller validates as usual and then pretends to succeed.
 */
export async function screenSubmission(
  form: SubmissionForm,
  input: unknown,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<{ ok: true; screened: Screened } | { ok: false; outcome: LeadOutcome<never> }> {
  if (!isPlainObject(input)) return { ok: false, outcome: malformed() }

  const formToken = input[FORM_TOKEN_FIELD]
  const fields = cleanFields(visitorFields(input))

  const limiter = deps.limiter ?? submissionRateLimiterFor(deps.payload)
  const verdict = await limiter.consume({
    form,
    email: typeof fields.email === 'string' ? fields.email : '',
    client: context.client,
  })
  if (!verdict.allowed) {
    return {
      ok: false,
      outcome: {
        ok: false,
        reason: 'rate-limited',
        message: messages.RATE_LIMITED,
        retryAfterSeconds: verdict.retryAfterSeconds,
      },
    }
  }

  const now = (deps.now?.() ?? new Date()).getTime()
  const token = checkFormToken(formToken, deps.secret ?? env.payloadSecret, now)
  const botSignal: Screened['botSignal'] = isHoneypotFilled(input)
    ? 'honeypot'
    : token === 'ok'
      ? null
      : token === 'missing'
        ? 'missing-token'
        : token === 'forged'
          ? 'forged-token'
          : 'too-fast'

  return { ok: true, screened: { fields, botSignal } }
}

/** The quiet answer to a bot: looks like success, stores nothing, sends nothing. */
export function pretendSuccess(
  payload: Payload,
  form: SubmissionForm,
  email: string,
  signal: NonNullable<Screened['botSignal']>,
): LeadOutcome<LeadReceipt> {
  payload.logger.info({ msg: `Turned away a bot's ${form} submission (${signal})`, email: maskEmail(email) })
  return { ok: true, data: { id: randomUUID() } }
}

/**
 * Builds and queues the emails after the record is stored. A failure here is logged, not shown:
 * the lead is safe in the database and staff see it in the admin, and telling the visitor it
 * failed would only make them send it again.
 */
export async function queueEmails(
  payload: Payload,
  build: () => Promise<readonly EmailMessage[]>,
  deps: LeadDeps,
): Promise<void> {
  try {
    await insertEmailJobs(payload, await build())
  } catch (err) {
    payload.logger.error({ err, msg: 'Queueing lead emails failed; the lead itself is stored' })
    return
  }
  deps.defer?.(() => runQueuedJobs(payload))
}

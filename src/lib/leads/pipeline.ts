import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { z } from '@/validation/zod'

import { cleanFields } from '@/lib/cleanText'
import { runQueuedJobs } from '@/lib/jobRunner'
import { maskEmail } from '@/lib/maskEmail'
import { submissionRateLimiterFor, type SubmissionForm } from '@/lib/rateLimit/submissions'
import { env } from '@/utilities/env'
import { isHoneypotFilled } from '@/validation/enquiry'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from '@/validation/formFields'
import * as messages from '@/validation/messages'

import type { LeadRequestContext } from './context'
import type { LeadDeps } from './deps'
import type { EmailMessage } from './emails'
import { checkFormToken } from './formToken'
import type { FieldErrors, LeadOutcome, LeadReceipt } from './result'
import type { SpamReason } from './spamReasons'
import { insertEmailJobs } from './store'

export { FORM_TOKEN_FIELD, SOURCE_PAGE_FIELD }

export interface Screened {
  /** The visitor's fields, every string cleaned; the honeypot and the form token removed. */
  readonly fields: Record<string, unknown>
  /** Why this looks like a bot, or null for a person. */
  readonly botSignal: SpamReason | null
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
 * string is cleaned (spec §5), the bot signals are read, and a person's attempt is counted against
 * the rate limits. A bot-flagged attempt is not counted there (a bot typing a real visitor's
 * address must not use up their limit); storeSpam has its own cap. A bot is not told: the caller
 * validates as usual and answers as it would a person.
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
  if (botSignal) return { ok: true, screened: { fields, botSignal } }

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
 * A bot-flagged submission: stored with status spam and the reason, without emails, so a real
 * visitor the filter got wrong (an autofilled form sent at once) is not lost; staff release it
 * (collections/Enquiries, releaseSpam). Past the per-address cap it is only counted. The visitor
 * gets the same answer either way.
 */
export async function storeSpam(
  context: LeadRequestContext,
  deps: LeadDeps,
  signal: NonNullable<Screened['botSignal']>,
  store: () => Promise<string>,
): Promise<LeadOutcome<LeadReceipt>> {
  const limiter = deps.limiter ?? submissionRateLimiterFor(deps.payload)
  const { store: allowed, seen } = await limiter.consumeSpam(context.client)
  if (!allowed) {
    deps.payload.logger.warn({ msg: `Dropped a spam submission (${signal}): ${seen} from this address this hour` })
    return { ok: true, data: { id: randomUUID() } }
  }
  return { ok: true, data: { id: await store() } }
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

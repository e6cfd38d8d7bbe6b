import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { fieldErrorsOf, type FieldErrors } from '@/lib/actionResult'
import { cleanFields } from '@/lib/cleanText'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/db/unavailable'
import { hashClientAddress } from '@/lib/clientAddress'
import { maskEmail } from '@/lib/maskEmail'
import {
  submissionRateLimiterFor,
  type SubmissionForm,
  type SubmissionRateLimiter,
} from '@/services/rateLimit/submissions'
import { env } from '@/env'
import { attributionColumns } from '@/fields/attribution'
import { ATTRIBUTION_FIELD } from '@/validation/attribution'
import { isHoneypotFilled } from '@/validation/enquiry'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, SOURCE_PAGE_FIELD } from '@/validation/formFields'
import * as messages from '@/validation/messages'
import type { Option } from '@/validation/options'
import type * as z from '@/validation/zod'

import type { LeadRequestContext } from './context'
import { unrenderedLeadEmails, type UnrenderedEmail } from '@/emails/emailJob'
import type { LeadEmailSource } from '@/emails/leadEmails'
import { startRunnerAfterCommit } from '@/services/emailQueue'
import { checkFormToken } from './formToken'
import type { LeadOutcome, LeadReceipt } from './result'
import type { SpamReason } from '@/lib/spamReasons'
import { storeLead, type NewLead } from './store'

/** What a lead needs from its caller; tests pass their own pieces. */
export interface LeadDeps {
  readonly payload: Payload
  readonly limiter?: SubmissionRateLimiter
  /**
   * Runs the runner's start after the response (Next's `after`); omitted (tests), the emails wait
   * for a run. A runner started mid-burst takes 5 of the pool's 10 connections from the burst.
   */
  readonly defer?: (task: () => Promise<void>) => void
  readonly now?: () => Date
  readonly secret?: string
  /** The quote form's services: the app passes its cached read; without it they are read directly. */
  readonly serviceOptions?: () => Promise<readonly Option[]>
}

/** What every step of a lead's kind may use. */
export interface LeadStep {
  readonly payload: Payload
  readonly deps: LeadDeps
  readonly now: Date
  readonly secret: string
}

type Checked<Lead> = { ok: true; lead: Lead } | { ok: false; fieldErrors: FieldErrors }

/** One kind of lead, as data for the skeleton below (enquiryLead.ts, callbackLead.ts). */
export interface LeadKind<Parsed extends { email: string }, Lead> {
  readonly form: SubmissionForm
  readonly schema: z.ZodType<Parsed>
  /** What the schema cannot know: the services offered now, a slot still in the future. */
  readonly check: (parsed: Parsed, step: LeadStep) => Checked<Lead> | Promise<Checked<Lead>>
  /** A bot-flagged submission is stored as spam for staff to release, or only answered. */
  readonly storesSpam: boolean
  readonly record: (lead: Lead, spam: SpamReason | null, step: LeadStep) => NewLead
  /** The answer when the database refuses the record (a slot just taken); undefined rethrows. */
  readonly refused?: (err: unknown) => LeadOutcome<never> | undefined
  /** What the lead's emails are built from; their jobs render them. */
  readonly emails: (lead: Lead, id: string, step: LeadStep) => Promise<LeadEmailSource>
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

/** The database is restarting or unreachable: nothing was stored, and sending again shortly works. */
export const unavailable = (): LeadOutcome<never> => ({
  ok: false,
  reason: 'unavailable',
  message: messages.SERVICE_UNAVAILABLE,
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
})

const invalid = (fieldErrors: FieldErrors): LeadOutcome<never> => ({
  ok: false,
  reason: 'invalid',
  message: messages.ENQUIRY_FAILED_FALLBACK,
  fieldErrors,
})

/** The quiet answer to a bot: it looks like success. */
const botReceipt = (): LeadOutcome<LeadReceipt> => ({ ok: true, data: { id: randomUUID() } })

/**
 * The one path every lead takes, for the server actions and POST /forms/*: screen, parse, set a
 * bot aside, store, then queue the emails. The record is stored before anything else can fail.
 */
export async function submitLead<Parsed extends { email: string }, Lead>(
  kind: LeadKind<Parsed, Lead>,
  input: unknown,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<LeadOutcome<LeadReceipt>> {
  const { payload } = deps
  try {
    const screening = await screenSubmission(kind.form, input, context, deps)
    if (!screening.ok) return screening.outcome
    const { fields, botSignal } = screening.screened

    const parsed = kind.schema.safeParse(fields)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const step: LeadStep = {
      payload,
      deps,
      now: deps.now?.() ?? new Date(),
      secret: deps.secret ?? env.payloadSecret,
    }
    const checked = await kind.check(parsed.data, step)
    if (!checked.ok) return invalid(checked.fieldErrors)

    if (botSignal && !(await keepsSpam(kind, parsed.data.email, botSignal, context, deps)))
      return botReceipt()

    const id = randomUUID()
    const emails = botSignal
      ? []
      : await leadEmails(() => kind.emails(checked.lead, id, step), step)
    try {
      // A trusted system write: visitors have no create access to leads, this code is the gate.
      await storeLead(payload, {
        id,
        lead: kind.record(checked.lead, botSignal, step),
        request: {
          consentAt: step.now.toISOString(),
          sourcePage: context.sourcePage,
          userAgent: context.userAgent || undefined,
          ipHash: hashClientAddress(context.client.address, step.secret),
          ...attributionColumns(context.attribution ?? {}),
        },
        emails,
      })
    } catch (err) {
      const refused = kind.refused?.(err)
      if (!refused) throw err
      return refused
    }

    // storeLead queued the emails in the lead's own statement, committed by now.
    if (emails.length) deps.defer?.(() => startRunnerAfterCommit(payload))
    return { ok: true, data: { id } }
  } catch (err) {
    if (isDatabaseUnavailable(err)) {
      payload.logger.warn({
        err,
        msg: `Submission refused: the database is unavailable (${kind.form})`,
      })
      return unavailable()
    }
    payload.logger.error({ err, msg: `Submission failed (${kind.form})` })
    return unexpected()
  }
}

export interface Screened {
  /** The visitor's fields, every string cleaned; the honeypot, form token and source page removed. */
  readonly fields: Record<string, unknown>
  /** Why this looks like a bot, or null for a person. */
  readonly botSignal: SpamReason | null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const NOT_VISITOR_FIELDS: ReadonlySet<string> = new Set([
  HONEYPOT_FIELD,
  FORM_TOKEN_FIELD,
  SOURCE_PAGE_FIELD,
  ATTRIBUTION_FIELD,
  '__proto__',
])

/**
 * The visitor's own fields, each a primitive: a JSON '__proto__' key would otherwise become the
 * prototype of the cleaned copy and hand the schema uncleaned values.
 */
function visitorFields(input: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.create(null) as Record<string, unknown>
  for (const [key, value] of Object.entries(input)) {
    if (NOT_VISITOR_FIELDS.has(key) || (typeof value === 'object' && value !== null)) continue
    fields[key] = value
  }
  return fields
}

const botSignalOf = (
  input: Record<string, unknown>,
  token: ReturnType<typeof checkFormToken>,
): SpamReason | null => {
  if (isHoneypotFilled(input)) return 'honeypot'
  if (token === 'ok') return null
  return token === 'missing' ? 'missing-token' : token === 'forged' ? 'forged-token' : 'too-fast'
}

/**
 * The body must be an object; every string is cleaned (spec §5); the bot signals are read; a
 * person's attempt counts against the rate limits. A bot's does not (a bot typing a real visitor's
 * address must not use up their limit), and a bot is not told: it is answered as a person would be.
 */
export async function screenSubmission(
  form: SubmissionForm,
  input: unknown,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<{ ok: true; screened: Screened } | { ok: false; outcome: LeadOutcome<never> }> {
  if (!isPlainObject(input)) return { ok: false, outcome: malformed() }

  const fields = cleanFields(visitorFields(input))
  const now = (deps.now?.() ?? new Date()).getTime()
  const botSignal = botSignalOf(
    input,
    checkFormToken(input[FORM_TOKEN_FIELD], deps.secret ?? env.payloadSecret, now),
  )
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

/**
 * Whether a bot-flagged submission is stored, as spam and without emails, so a real visitor the
 * filter got wrong is not lost (staff release it: releaseSpam in collections/Enquiries and collections/Callbacks). Past the
 * per-address spam cap it is only counted.
 */
async function keepsSpam<Parsed extends { email: string }, Lead>(
  kind: LeadKind<Parsed, Lead>,
  email: string,
  signal: SpamReason,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<boolean> {
  const { payload } = deps
  if (!kind.storesSpam) {
    payload.logger.info({
      msg: `Turned away a bot's ${kind.form} submission (${signal})`,
      email: maskEmail(email),
    })
    return false
  }
  const { store, seen } = await (deps.limiter ?? submissionRateLimiterFor(payload)).consumeSpam(
    context.client,
  )
  if (!store)
    payload.logger.warn({
      msg: `Dropped a spam submission (${signal}): ${seen} from this address this hour`,
    })
  return store
}

/**
 * The lead's emails, queued unrendered, or none when building them fails: that is logged, not
 * shown. The lead is still stored and staff see it in the admin; telling the visitor it failed
 * would only make them send it again.
 */
async function leadEmails(
  source: () => Promise<LeadEmailSource>,
  { payload }: LeadStep,
): Promise<UnrenderedEmail[]> {
  try {
    return unrenderedLeadEmails(await source())
  } catch (err) {
    payload.logger.error({
      err,
      msg: 'Building lead emails failed; the lead is stored without them',
    })
    return []
  }
}

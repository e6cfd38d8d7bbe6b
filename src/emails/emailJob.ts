import type { Field } from 'payload'

import type { TaskSendEmail } from '@/payload-types'

import { renderEmail, type EmailMessage } from './kit'
import { leadEmailsOf, type LeadEmailPart, type LeadEmailSource } from './leadEmails'

type Invite = NonNullable<EmailMessage['invite']>

/** What a body left unrendered is built from: one part of a lead's emails. */
export type BodySource = {
  readonly lead: LeadEmailSource
  readonly part: LeadEmailPart
}

/**
 * An email queued with its envelope decided and its body not yet rendered: the `sendEmail` job
 * builds and renders it (a lead's emails, docs/decisions.md#lead-storage).
 */
export type UnrenderedEmail = Omit<EmailMessage, 'text' | 'html'> & {
  readonly bodyFrom: BodySource
}

/** What a `sendEmail` job sends: a finished message, or one it renders first. */
export type QueuedEmail = EmailMessage | UnrenderedEmail

/** A JSON field's value, as Payload types one. */
type Json = { [k: string]: unknown } | unknown[] | string | number | boolean

/**
 * A `QueuedEmail` as a `sendEmail` job stores it. Job input fields are flat, so the invite is its
 * method and its text side by side; a body is its HTML and text, or what to render them from.
 */
export type EmailJobInput = Omit<EmailMessage, 'invite' | 'text' | 'html'> & {
  readonly text?: string
  readonly html?: string
  readonly bodyFrom?: Json
  readonly inviteMethod?: Invite['method']
  readonly invite?: Invite['content']
}

type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false

/** A job field named after its input key, required exactly when the key is. */
type JobField<K extends keyof EmailJobInput> = Field & { name: K } & (IsOptional<
    EmailJobInput,
    K
  > extends true
    ? { required?: false }
    : { required: true })

/** One field per key of `EmailJobInput`: a field added to `EmailMessage` fails type-checking here until the job carries it. */
const fields: { readonly [K in keyof EmailJobInput]-?: JobField<K> } = {
  to: { name: 'to', type: 'text', required: true },
  subject: { name: 'subject', type: 'text', required: true },
  text: { name: 'text', type: 'textarea' },
  html: { name: 'html', type: 'textarea' },
  // Set instead of text and html when the body is rendered as the job sends it.
  bodyFrom: { name: 'bodyFrom', type: 'json' },
  replyTo: { name: 'replyTo', type: 'text' },
  // A calendar invite: nodemailer sends it as the text/calendar alternative and as invite.ics.
  inviteMethod: {
    name: 'inviteMethod',
    type: 'select',
    options: ['REQUEST', 'CANCEL'] satisfies Invite['method'][],
  },
  invite: { name: 'invite', type: 'textarea' },
}

/** The `sendEmail` task's inputSchema. */
export const emailJobInputSchema: Field[] = Object.values(fields)

type WithoutNull<T> = { [K in keyof T]: Exclude<T[K], null> }
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Mutually assignable is not enough: an optional field on one side only would pass. */
type SameShape<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false

/**
 * The generated `TaskSendEmail` input (npm run generate:types) holds exactly these fields, or this
 * fails type-checking: the schema above and payload-types.ts cannot drift apart.
 */
export type GeneratedInputAgrees =
  SameShape<WithoutNull<TaskSendEmail['input']>, EmailJobInput> extends true ? true : never
true satisfies GeneratedInputAgrees

const isRendered = (email: QueuedEmail): email is EmailMessage => !('bodyFrom' in email)

export function toJobInput(email: QueuedEmail): EmailJobInput {
  const { invite, ...stored } = email
  return invite ? { ...stored, inviteMethod: invite.method, invite: invite.content } : stored
}

const LEAD_EMAIL_PARTS: readonly LeadEmailPart[] = ['notification', 'acknowledgement']
const PARTS: ReadonlySet<unknown> = new Set(LEAD_EMAIL_PARTS)
const TEMPLATES: ReadonlySet<unknown> = new Set<LeadEmailSource['template']>([
  'enquiry',
  'callback',
])

/**
 * The stored body source, checked for its shape: only this server writes job rows (the jobs
 * collection is closed to every API caller), so the builder's own input types stand for the rest.
 */
function bodySourceOf(value: unknown): BodySource {
  if (
    typeof value === 'object' &&
    value !== null &&
    'part' in value &&
    PARTS.has(value.part) &&
    'lead' in value &&
    typeof value.lead === 'object' &&
    value.lead !== null &&
    'template' in value.lead &&
    TEMPLATES.has(value.lead.template)
  )
    return value as BodySource
  throw new Error('The email job has neither a rendered body nor a body source')
}

/** A stored job's input back as the message it was (Payload stores an absent field as null). */
export function fromJobInput(input: TaskSendEmail['input']): QueuedEmail {
  const { replyTo, inviteMethod, invite, text, html, bodyFrom, to, subject } = input
  const envelope = {
    to,
    subject,
    ...(replyTo ? { replyTo } : {}),
    ...(invite && inviteMethod ? { invite: { method: inviteMethod, content: invite } } : {}),
  }
  return typeof html === 'string' && typeof text === 'string'
    ? { ...envelope, text, html }
    : { ...envelope, bodyFrom: bodySourceOf(bodyFrom) }
}

/**
 * A lead's emails, queued unrendered: each envelope is built now (so a builder that throws queues
 * none), each body when its job sends it.
 */
export function unrenderedLeadEmails(lead: LeadEmailSource): UnrenderedEmail[] {
  const drafts = leadEmailsOf(lead)
  return LEAD_EMAIL_PARTS.map((part) => {
    const { body: _body, ...envelope } = drafts[part]
    return { ...envelope, bodyFrom: { lead, part } }
  })
}

/** The message to send: as queued, or with its body built and rendered now. */
export async function renderedMessage(email: QueuedEmail): Promise<EmailMessage> {
  if (isRendered(email)) return email
  const { bodyFrom, ...envelope } = email
  const { html, text } = await renderEmail(leadEmailsOf(bodyFrom.lead)[bodyFrom.part])
  return { ...envelope, html, text }
}

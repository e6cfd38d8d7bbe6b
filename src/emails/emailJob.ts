import type { Field } from 'payload'

import type { TaskSendEmail } from '@/payload-types'

import type { EmailMessage } from './kit'

type Invite = NonNullable<EmailMessage['invite']>

/**
 * An `EmailMessage` as a `sendEmail` job stores it. Job input fields are flat, so the invite is
 * its method and its text side by side; every other field is the message's own.
 */
export type EmailJobInput = Omit<EmailMessage, 'invite'> & {
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
  text: { name: 'text', type: 'textarea', required: true },
  html: { name: 'html', type: 'textarea', required: true },
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

export function toJobInput({ invite, ...message }: EmailMessage): EmailJobInput {
  return invite ? { ...message, inviteMethod: invite.method, invite: invite.content } : message
}

/** A stored job's input back as the message it was (Payload stores an absent field as null). */
export function fromJobInput(input: TaskSendEmail['input']): EmailMessage {
  const { replyTo, inviteMethod, invite, ...required } = input
  return {
    ...required,
    ...(replyTo ? { replyTo } : {}),
    ...(invite && inviteMethod ? { invite: { method: inviteMethod, content: invite } } : {}),
  }
}

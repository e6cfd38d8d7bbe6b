import type { Payload, PayloadRequest } from 'payload'

import { toJobInput, type QueuedEmail } from '@/emails/emailJob'
import { renderEmail, type EmailDraft, type EmailMessage } from '@/emails/kit'

import { drizzleOf } from './client'
import { payload_jobs } from './schema'

/** Every draft rendered (HTML and text) before anything is written, so a template that throws queues none. */
export const renderEmails = (drafts: readonly EmailDraft[]): Promise<EmailMessage[]> =>
  Promise.all(drafts.map(renderEmail))

/**
 * The row `payload.jobs.queue({ task: 'sendEmail', input })` writes: task slug, input, the default
 * queue; the table's defaults do the rest.
 */
export const emailJobRow = (email: QueuedEmail) => ({
  taskSlug: 'sendEmail' as const,
  queue: 'default',
  input: toJobInput(email),
})

/**
 * Those rows, all in one insert statement and without reading them back. With `req`, in its
 * transaction, so the emails are queued only if the rest of that work commits.
 */
export async function insertEmailJobRows(
  payload: Payload,
  emails: readonly QueuedEmail[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  if (emails.length === 0) return
  const db = await drizzleOf(payload, req)
  await db.insert(payload_jobs).values(emails.map(emailJobRow))
}

/** Renders every draft, then queues them with one insert (see insertEmailJobRows). */
export async function insertEmailJobs(
  payload: Payload,
  drafts: readonly EmailDraft[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await insertEmailJobRows(payload, await renderEmails(drafts), req)
}

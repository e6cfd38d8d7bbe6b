import type { Payload, PayloadRequest } from 'payload'

import { toJobInput, type QueuedEmail } from '@/emails/emailJob'
import { renderEmail, type EmailDraft, type EmailMessage } from '@/emails/kit'

import { drizzleOf, type Database } from './client'
import { payload_jobs } from './schema'

/** Every draft rendered (HTML and text) before anything is written, so a template that throws queues none. */
export const renderEmails = (drafts: readonly EmailDraft[]): Promise<EmailMessage[]> =>
  Promise.all(drafts.map(renderEmail))

/**
 * The rows `payload.jobs.queue({ task: 'sendEmail', input })` writes (task slug, input, the default
 * queue; the table's defaults do the rest), all in one insert statement and without reading them
 * back. With `req`, in its transaction, so the emails are queued only if the rest of that work commits.
 */
export async function insertEmailJobRows(
  payload: Payload,
  emails: readonly EmailMessage[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await emailJobRows(await drizzleOf(payload, req), emails)
}

/** The one insert of those rows, unsent (a query to await or to embed), or none without emails. */
export function emailJobRows(db: Database, emails: readonly QueuedEmail[]) {
  if (emails.length === 0) return undefined
  return db.insert(payload_jobs).values(
    emails.map((email) => ({
      taskSlug: 'sendEmail' as const,
      queue: 'default',
      input: toJobInput(email),
    })),
  )
}

/** Renders every draft, then queues them with one insert (see insertEmailJobRows). */
export async function insertEmailJobs(
  payload: Payload,
  drafts: readonly EmailDraft[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await insertEmailJobRows(payload, await renderEmails(drafts), req)
}

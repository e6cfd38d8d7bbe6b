import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Callback as CallbackRecord, Enquiry as EnquiryRecord } from '@/payload-types'

import { renderEmail, type EmailDraft, type EmailMessage } from '@/emails/kit'
import { recordAudit } from '@/lib/audit/recordAudit'

/**
 * The lead hot path writes through Payload's database adapter (`payload.db.create`) instead of the
 * full Local API `payload.create`. Measured on the 2-core target machine, the Local API spends
 * about 6 ms of CPU per create and `payload.jobs.queue` about 3 ms per job (it reads each job back),
 * against about 1 ms for an adapter insert: the difference between roughly 60 and 200+ submissions
 * a second. What the adapter skips, and why that is safe here:
 * - access control: this code is the gate (the Local API call would use overrideAccess anyway);
 * - field validation: the shared zod schema has already run on the cleaned data, and is stricter;
 * - collection hooks: enquiries and callbacks have none on create (their configs say so; a hook added there
 *   would not run for submissions);
 * - reading the document back: only the id is needed, and it is generated here.
 * The adapter still maps fields to columns from the collection config, and the unique index on
 * callbacks.preferred_time still surfaces as Payload's ValidationError.
 */

type NewRecord<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

/** What the request, not the visitor's fields, tells about a lead. */
export type RequestRecord = Pick<
  NewRecord<EnquiryRecord>,
  'consentAt' | 'sourcePage' | 'userAgent' | 'ipHash'
>

/** A lead's own fields, as its kind maps them (src/lib/leads/enquiryLead.ts, callbackLead.ts). */
export type NewLead =
  | { collection: 'enquiries'; data: Omit<NewRecord<EnquiryRecord>, keyof RequestRecord> }
  | { collection: 'callbacks'; data: Omit<NewRecord<CallbackRecord>, keyof RequestRecord> }

export async function insertLead(
  payload: Payload,
  lead: NewLead,
  request: RequestRecord,
): Promise<string> {
  const id = randomUUID()
  await payload.db.create({
    collection: lead.collection,
    customID: id,
    data: { ...lead.data, ...request, id },
    returning: false,
  })
  // The adapter runs no hooks, so the audit entry is written here: by the visitor (no user), field names only.
  const stored: Record<string, unknown> = { ...lead.data, ...request }
  await recordAudit(payload, {
    action: 'create',
    actor: null,
    target: { kind: 'collection', slug: lead.collection, id },
    fields: Object.keys(stored).filter((name) => stored[name] != null),
  })
  return id
}

/**
 * The same row `payload.jobs.queue({ task: 'sendEmail', input })` writes (task slug, input, the
 * default queue; the table's defaults do the rest), without reading it back. With `req`, in its
 * transaction, so the emails are queued only if the rest of that work commits. Every draft is
 * rendered (HTML and text) before the first row is written, so a template that throws queues none.
 */
export async function insertEmailJobs(
  payload: Payload,
  drafts: readonly EmailDraft[],
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const emails = await Promise.all(drafts.map(renderEmail))
  const insert = (email: EmailMessage) =>
    payload.db.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'sendEmail',
        queue: 'default',
        input: {
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          ...(email.invite
            ? { inviteMethod: email.invite.method, invite: email.invite.content }
            : {}),
        },
      },
      returning: false,
      ...(req ? { req } : {}),
    })
  // A transaction is one connection, which takes one query at a time.
  if (req) for (const email of emails) await insert(email)
  else await Promise.all(emails.map(insert))
}

import type { Payload, PayloadRequest } from 'payload'

import { runQueuedJobs } from '@/services/jobRunner'
import { afterCommit } from '@/db/transactions'
import { insertEmailJobRows, insertEmailJobs } from '@/db/emailJobs'
import { unrenderedLeadEmails } from '@/emails/emailJob'
import type { LeadEmailSource } from '@/emails/leadEmails'

import type { EmailDraft } from '@/emails/kit'

export interface QueueEmailsOptions {
  /** Queue in this request's transaction: the emails leave only if the rest of its work commits. */
  readonly req?: Partial<PayloadRequest>
}

/**
 * Starts the job runner once the transaction `req` runs in has committed (at once outside one),
 * so it never looks before the rows it should run exist. The one way anything queued is kicked:
 * emails, and jobs such as a portal event's fan-out. The runner is single-flight, so a start while
 * it runs (a job that queues emails) asks it for one more pass, not a wait for the 10 s tick.
 */
export async function startRunnerAfterCommit(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await afterCommit(payload, req, () => void runQueuedJobs(payload))
}

/**
 * The one way an email is sent: every draft is rendered (HTML and its text part), the `sendEmail`
 * job rows are written in one insert (in `req`'s transaction), then the runner starts after the
 * commit. A template that throws queues none. Returns how many emails it queued; with none,
 * nothing is written or started.
 */
export async function queueEmails(
  payload: Payload,
  drafts: readonly EmailDraft[],
  { req }: QueueEmailsOptions = {},
): Promise<number> {
  if (drafts.length === 0) return 0
  await insertEmailJobs(payload, drafts, req)
  await startRunnerAfterCommit(payload, req)
  return drafts.length
}

/**
 * A lead's two emails, queued unrendered as intake queues them (docs/decisions.md#lead-storage):
 * their envelopes are built now, so a builder that throws queues none; their job renders them.
 */
export async function queueLeadEmails(
  payload: Payload,
  lead: LeadEmailSource,
  { req }: QueueEmailsOptions = {},
): Promise<void> {
  await insertEmailJobRows(payload, unrenderedLeadEmails(lead), req)
  await startRunnerAfterCommit(payload, req)
}

import type { Payload, PayloadRequest } from 'payload'

import { runQueuedJobs } from '@/services/jobRunner'
import { insertEmailJobRows, insertEmailJobs } from '@/db/emailJobs'
import { unrenderedLeadEmails } from '@/emails/emailJob'
import type { LeadEmailSource } from '@/emails/leadEmails'

import type { EmailDraft } from '@/emails/kit'

/** Runs a task later: Next's `after` (once the response is sent), or a caller's own hold. */
export type Defer = (task: () => Promise<void>) => void

export interface QueueEmailsOptions {
  /** Queue in this request's transaction: the emails leave only if the rest of its work commits. */
  readonly req?: Partial<PayloadRequest>
  /** Starts the runner through this instead of at once. */
  readonly defer?: Defer
}

/**
 * Starts the job runner for emails already queued: through `defer` when given, else at once. The
 * runner is single-flight, so a start while it runs asks it for one more pass.
 */
export function startEmailRunner(payload: Payload, defer?: Defer): void {
  if (defer) defer(() => runQueuedJobs(payload))
  else void runQueuedJobs(payload)
}

/** A `defer` that leaves the emails to the runner's next 10-second tick (tests run the queue themselves). */
export const leaveForNextTick: Defer = () => {}

/**
 * A `defer` for emails queued inside a transaction: a runner started before the commit would not
 * see their rows, so `start()` starts it once the caller has committed.
 */
export function startAfterCommit(payload: Payload): { defer: Defer; start: () => void } {
  let held = false
  return {
    defer: () => {
      held = true
    },
    start: () => {
      if (held) startEmailRunner(payload)
    },
  }
}

/**
 * The one way an email is sent: every draft is rendered (HTML and its text part), the `sendEmail`
 * job rows are written in one insert, then the runner starts. A template that throws queues none.
 * Returns how many emails it queued; with none, nothing is written or started.
 */
export async function queueEmails(
  payload: Payload,
  drafts: readonly EmailDraft[],
  { req, defer }: QueueEmailsOptions = {},
): Promise<number> {
  if (drafts.length === 0) return 0
  await insertEmailJobs(payload, drafts, req)
  startEmailRunner(payload, defer)
  return drafts.length
}

/**
 * A lead's two emails, queued unrendered as intake queues them (docs/decisions.md#lead-storage):
 * their envelopes are built now, so a builder that throws queues none; their job renders them.
 */
export async function queueLeadEmails(
  payload: Payload,
  lead: LeadEmailSource,
  { req, defer }: QueueEmailsOptions = {},
): Promise<void> {
  await insertEmailJobRows(payload, unrenderedLeadEmails(lead), req)
  startEmailRunner(payload, defer)
}

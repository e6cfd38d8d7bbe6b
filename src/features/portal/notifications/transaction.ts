import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { EmailDraft } from '@/emails/kit'
import { queueEmails, startAfterCommit } from '@/services/emailQueue'

/** Runs `work` in one database transaction: all its reads and writes pass the given `req`. */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}

/** Queues emails inside the transaction; returns how many. */
export type QueueInTransaction = (emails: readonly EmailDraft[]) => Promise<number>

/**
 * `inTransaction` for work that sends email: the job rows are written with the rest, and the
 * runner starts only once they have committed, so it never looks before they exist.
 */
export async function inTransactionWithEmails<T>(
  payload: Payload,
  work: (req: PayloadRequest, queue: QueueInTransaction) => Promise<T>,
): Promise<T> {
  const runner = startAfterCommit(payload)
  const result = await inTransaction(payload, (req) =>
    work(req, (emails) => queueEmails(payload, emails, { req, defer: runner.defer })),
  )
  // Inside the runner this asks for another pass, so the emails leave now rather than next tick.
  runner.start()
  return result
}

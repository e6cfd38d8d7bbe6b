import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { EmailDraft } from '@/emails/kit'
import { queueEmails } from '@/services/emailQueue'

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
 * runner starts once they have committed (`queueEmails`).
 */
export function inTransactionWithEmails<T>(
  payload: Payload,
  work: (req: PayloadRequest, queue: QueueInTransaction) => Promise<T>,
): Promise<T> {
  return inTransaction(payload, (req) =>
    work(req, (emails) => queueEmails(payload, emails, { req })),
  )
}

import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction } from 'payload'

import { lockSessionList } from '@/db/sessions'

/**
 * Payload keeps a person's sessions as one list on their record, and every sign-in, sign-out,
 * refresh and reset writes the whole list back from what it read (a sign-in reads it before the
 * password check, a few hundred milliseconds earlier). Two of those on one account at the same moment
 * overwrote each other: a new session was lost, or a session just ended came back. So each of
 * them runs holding the account's lock: in this process a turn per account, so that a change
 * waiting its turn holds no database connection, and across processes a Postgres advisory lock
 * in the change's transaction, taken before Payload reads the list (docs/decisions.md "One
 * change at a time to a person's sessions").
 */

type Turns = Map<string, Promise<void>>
// Next bundles this module into several server layers; globalThis gives the process one map.
const TURNS_KEY = Symbol.for('agency-site.sessionListTurns')
const globalTurns = globalThis as typeof globalThis & { [TURNS_KEY]?: Turns }
const turns: Turns = (globalTurns[TURNS_KEY] ??= new Map<string, Promise<void>>())

async function inTurn<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(userId) ?? Promise.resolve()
  let finished!: () => void
  const done = new Promise<void>((resolve) => (finished = resolve))
  const mine = before.then(() => done)
  turns.set(userId, mine)
  await before
  try {
    return await work()
  } finally {
    finished()
    if (turns.get(userId) === mine) turns.delete(userId)
  }
}

/**
 * Runs `work`, a change to `userId`'s session list through `req`, holding the account's lock in
 * `req`'s transaction: the caller's if it has one (the lock is then held until it commits), else
 * one begun here and committed when `work` ends. When `work` fails, what Payload wrote before its
 * own transaction would have begun (a failed attempt's count) is kept, as without the lock, and
 * what it rolled back stays rolled back.
 */
export function withSessionListLock<T>(
  req: PayloadRequest,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  return inTurn(userId, async () => {
    const begunHere = await initTransaction(req)
    try {
      await lockSessionList(req.payload, req, userId)
      const result = await work()
      if (begunHere && req.transactionID) await commitTransaction(req)
      return result
    } catch (error) {
      if (begunHere && req.transactionID) await commitTransaction(req)
      throw error
    }
  })
}

/**
 * `work` changes `userId`'s session list through the request it is given: `req` when it is a whole
 * request (its transaction, if any, is used), else a local one carrying what `req` has.
 */
export async function changeSessionList<T>(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  userId: string,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const whole = req?.payload
    ? (req as PayloadRequest)
    : await createLocalReq({ req: { ...req } }, payload)
  return withSessionListLock(whole, userId, () => work(whole))
}

/** The account Payload's sign-in finds for `email`: it matches the trimmed, lower-case address. */
export async function accountIdByEmail(
  payload: Payload,
  email: unknown,
): Promise<string | undefined> {
  // Postgres text cannot hold NUL, and no address has one: Payload's hooks answer it.
  if (typeof email !== 'string' || email.trim() === '' || email.includes('\u0000')) return undefined
  const account = await payload.db.findOne<{ id: string }>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    select: { id: true },
  })
  return account?.id
}

/**
 * Payload's Local API sign-in (the portal's form, an accepted invitation), holding the account's
 * lock. `headers` reach the hooks: the address for the rate limit and the log.
 */
export async function signInHoldingLock(
  payload: Payload,
  data: { email: string; password: string },
  headers: Headers,
) {
  const req = await createLocalReq({ req: { headers } }, payload)
  const signIn = () => payload.login({ collection: 'users', data, req })
  const userId = await accountIdByEmail(payload, data.email)
  return userId ? withSessionListLock(req, userId, signIn) : signIn()
}

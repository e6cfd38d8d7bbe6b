import { EventEmitter } from 'node:events'

import type { DatabaseAdapter, PayloadRequest } from 'payload'

type TransactionID = Awaited<ReturnType<DatabaseAdapter['beginTransaction']>>

/** The pooled connection behind a Drizzle node-postgres transaction, if that is what it is. */
function connectionOf(db: DatabaseAdapter, id: TransactionID): EventEmitter | undefined {
  if (id === null || !('sessions' in db)) return undefined
  const sessions = db.sessions as Record<string, { db?: { session?: { client?: unknown } } }>
  const client = sessions[String(id)]?.db?.session?.client
  return client instanceof EventEmitter ? client : undefined
}

/**
 * A transaction whose connection Postgres closes (a restart) is rolled back at once, which hands
 * the connection back to the pool. Payload leaves some transactions open when a query in them
 * fails (its job queue's `updateJob` begins one and never ends it on an error), and each one
 * would hold a pool connection for good: after a few outages no request could get one.
 */
export function rollBackWhenConnectionLost(db: DatabaseAdapter): void {
  const begin = db.beginTransaction.bind(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  const watching = new Map<string, () => void>()
  const unwatch = (id: TransactionID) => {
    watching.get(String(id))?.()
    watching.delete(String(id))
  }

  db.beginTransaction = async (options) => {
    const id = await begin(options)
    const connection = connectionOf(db, id)
    if (id !== null && connection) {
      const onLost = () => {
        unwatch(id)
        rollback(id).catch(() => {})
      }
      connection.once('error', onLost)
      watching.set(String(id), () => connection.off('error', onLost))
    }
    return id
  }
  db.commitTransaction = async (id) => {
    unwatch(await id)
    return commit(id)
  }
  db.rollbackTransaction = async (id) => {
    unwatch(await id)
    return rollback(id)
  }
}

type Session = { resolve: () => Promise<void> }

/**
 * Runs `task` once the transaction `req` runs in has committed, or at once when it runs in none.
 * A rollback drops it. Payload has no commit hook: its adapter commits by calling the session's
 * `resolve` (which answers once COMMIT has), so that is what is wrapped.
 */
export async function afterCommit(
  payload: { db: DatabaseAdapter },
  req: Pick<Partial<PayloadRequest>, 'transactionID'> | undefined,
  task: () => void,
): Promise<void> {
  const id = await req?.transactionID
  const sessions = 'sessions' in payload.db ? payload.db.sessions : undefined
  const session: Session | undefined = id === undefined ? undefined : sessions?.[String(id)]
  if (!session) {
    task()
    return
  }
  const commit = session.resolve
  session.resolve = async () => {
    await commit()
    task()
  }
}

import { and, eq, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { hasPostgres, poolOf } from './client'
import { payload_jobs } from './schema'

/** The advisory lock key of the jobs runner, the same in every process. */
export const RUNNER_LOCK_KEY = 727_014

/**
 * Runs `work` holding the runner's Postgres advisory lock, or not at all when another process holds
 * it. The lock is tied to its own connection, so a runner that dies releases it with that connection.
 */
export async function withRunnerLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  if (!hasPostgres(payload)) return work()
  const client: PoolClient = await poolOf(payload).connect()
  const db = drizzle({ client })
  let broken: Error | undefined
  // Held for the whole run while idle, outside the pool's own listener: Postgres closing it (a
  // restart) is an 'error' event here. The unlock query then fails, the run ends, and the next
  // tick takes a new connection, so this run's lock is never assumed to survive.
  const onLost = (err: Error) => {
    broken ??= err
  }
  client.on('error', onLost)
  try {
    const { rows } = await db.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_lock(${RUNNER_LOCK_KEY}) as locked`,
    )
    if (!rows[0]?.locked) return
    try {
      // Holding the lock, a job still marked processing was claimed by a runner that died: hand it back.
      await db
        .update(payload_jobs)
        .set({ processing: false })
        .where(and(eq(payload_jobs.processing, true), isNull(payload_jobs.completedAt)))
      await work()
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${RUNNER_LOCK_KEY})`)
    }
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err))
    throw err
  } finally {
    // A connection that failed mid-query is discarded rather than returned with the lock perhaps held.
    client.off('error', onLost)
    client.release(broken)
  }
}

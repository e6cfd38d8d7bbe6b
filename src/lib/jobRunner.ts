import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { collectRevalidations } from '@/utilities/revalidate'

import { isDatabaseUnavailable } from '@/db/unavailable'
import { relayRevalidation } from './revalidationRelay'

/**
 * One runner of the jobs queue at a time, in this process and across processes (Postgres advisory
 * lock), because Payload's job pick is not atomic (docs/decisions.md#job-runner).
 */

const BATCH = 10
/** A backlog (e.g. after an SMTP outage) is drained in this many passes at most per call. */
const MAX_PASSES = 10
/** Between passes the runner steps aside so a flood of submissions is answered first. */
const PAUSE_MS = 200

export const RUNNER_LOCK_KEY = 727_014

/** Yes unless JOB_WORKER=false. */
export const runsJobs = (value = process.env.JOB_WORKER): boolean =>
  value?.trim().toLowerCase() !== 'false'

interface RunnerState {
  current: Promise<void> | null
  rerun: boolean
}

// Next bundles this module into several server layers; globalThis gives the process one runner.
const STATE_KEY = Symbol.for('agency-site.jobRunner')
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: RunnerState }
const state: RunnerState = (globalState[STATE_KEY] ??= { current: null, rerun: false })

/** The lock is tied to its own connection, so a runner that dies releases it with that connection. */
async function withRunnerLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  const pool = (payload.db as unknown as { pool?: Pool } | undefined)?.pool
  if (!pool) return work()
  const client: PoolClient = await pool.connect()
  let broken: Error | undefined
  // Held for the whole run while idle, outside the pool's own listener: Postgres closing it (a
  // restart) is an 'error' event here. The unlock query then fails, the run ends, and the next
  // tick takes a new connection, so this run's lock is never assumed to survive.
  const onLost = (err: Error) => {
    broken ??= err
  }
  client.on('error', onLost)
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [RUNNER_LOCK_KEY],
    )
    if (!rows[0]?.locked) return
    try {
      // Holding the lock, a job still marked processing was claimed by a runner that died: hand it back.
      await client.query(
        'update payload_jobs set processing = false where processing = true and completed_at is null',
      )
      await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [RUNNER_LOCK_KEY])
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

export function runQueuedJobs(payload: Payload): Promise<void> {
  if (!runsJobs()) return Promise.resolve()
  if (state.current) {
    state.rerun = true
    return state.current
  }
  state.current = (async () => {
    try {
      await withRunnerLock(payload, async () => {
        for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
          state.rerun = false
          let ran = 0
          // A scheduled publish saves here, outside any page request: its pages are revalidated
          // through an app instance once the pass has committed it (src/lib/revalidationRelay.ts).
          const revalidate = await collectRevalidations(async () => {
            const result = await payload.jobs.run({
              queue: 'default',
              limit: BATCH,
              silent: { info: true },
            })
            ran = Object.keys(result.jobStatus ?? {}).length
          })
          await relayRevalidation(payload, revalidate)
          // A full batch means more jobs may be waiting; a kick during the pass means new ones came.
          if (ran >= BATCH) state.rerun = true
          if (!state.rerun) break
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
        }
      })
    } catch (err) {
      // Postgres restarting is not a fault of the queue: the jobs wait for the next tick.
      if (isDatabaseUnavailable(err))
        payload.logger.warn({ err, msg: 'Running queued jobs: the database is unavailable' })
      else payload.logger.error({ err, msg: 'Running queued jobs failed' })
    } finally {
      state.current = null
    }
  })()
  return state.current
}

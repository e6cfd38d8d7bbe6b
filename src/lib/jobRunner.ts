import type { Payload } from 'payload'
import type { Pool, PoolClient } from 'pg'

/**
 * One runner of the jobs queue at a time, in the process and across every process on the database.
 * Payload picks jobs with a find followed by an update, not atomically, so two overlapping
 * `payload.jobs.run()` calls could both pick the same email and send it twice.
 * - In a process, both the kick after a submission and the autoRun cron tick (see
 *   `jobs.shouldAutoRun` in payload.config.ts) come through here: a call while a run is under way
 *   asks for one more pass instead of starting a second runner.
 * - Across processes (several app instances, the worker of scripts/worker.ts), a run holds a
 *   Postgres advisory lock; a process that cannot take it leaves the queue to the holder, whose
 *   next pass or tick picks up what was queued meanwhile.
 * Processes with JOB_WORKER=false never run jobs (they only queue them).
 */

const BATCH = 10
/** A backlog (e.g. after an SMTP outage) is drained in this many passes at most per call. */
const MAX_PASSES = 10
/**
 * Between passes the runner steps aside, so a flood of submissions is answered first and
 * its emails follow at a steady pace (at most about 50 a second) instead of competing for the CPU.
 */
const PAUSE_MS = 200

/** Arbitrary, fixed: the advisory lock every runner of this site takes (pg_try_advisory_lock). */
export const RUNNER_LOCK_KEY = 727_014

/** Whether this process runs queued jobs: yes unless JOB_WORKER=false (the default keeps one process doing all). */
export const runsJobs = (value = process.env.JOB_WORKER): boolean => value?.trim().toLowerCase() !== 'false'

interface RunnerState {
  current: Promise<void> | null
  rerun: boolean
}

/*
 * Next bundles this module into more than one server layer (route handlers, server actions, the
 * Payload config's cron), each with its own copy of module-level variables: a module-level flag
 * would give each layer its own runner. The state lives on globalThis so the process has one.
 */
const STATE_KEY = Symbol.for('agency-site.jobRunner')
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: RunnerState }
const state: RunnerState = (globalState[STATE_KEY] ??= { current: null, rerun: false })

/**
 * Runs `work` while holding the runners' advisory lock on a connection of its own, or not at all
 * when another process holds it. The lock is tied to that connection, so a runner that dies
 * (SIGKILL, lost network) releases it with its connection.
 * Without a Postgres pool (the unit tests' stand-in) the work runs unguarded.
 */
async function withRunnerLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  const pool = (payload.db as unknown as { pool?: Pool } | undefined)?.pool
  if (!pool) return work()
  const client: PoolClient = await pool.connect()
  let broken: Error | undefined
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RUNNER_LOCK_KEY])
    if (!rows[0]?.locked) return
    try {
      // Holding the lock, no other runner is working, so a job still marked as processing was
      // claimed by one that died mid-run: hand it back, or it would never be sent.
      await client.query('update payload_jobs set processing = false where processing = true and completed_at is null')
      await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [RUNNER_LOCK_KEY])
    }
  } catch (err) {
    broken = err instanceof Error ? err : new Error(String(err))
    throw err
  } finally {
    // A connection that failed mid-query is discarded rather than returned with the lock perhaps held.
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
          const result = await payload.jobs.run({ queue: 'default', limit: BATCH, silent: { info: true } })
          // A full batch means more jobs may be waiting; a kick during the pass means new ones came.
          if (Object.keys(result.jobStatus ?? {}).length >= BATCH) state.rerun = true
          if (!state.rerun) break
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
        }
      })
    } catch (err) {
      payload.logger.error({ err, msg: 'Running queued jobs failed' })
    } finally {
      state.current = null
    }
  })()
  return state.current
}

import type { Payload } from 'payload'

import { env } from '@/env'
import { collectRevalidations } from '@/utilities/revalidate'

import { withRunnerLock } from '@/db/runnerLock'
import { isDatabaseUnavailable } from '@/db/unavailable'
import { relayRevalidation } from './revalidationRelay'

/**
 * One runner of the jobs queue at a time, in this process and across processes (Postgres advisory
 * lock), because Payload's job pick is not atomic (docs/decisions.md#job-runner).
 */

/**
 * Jobs run side by side in one pass. Payload runs a pass's jobs all at once, each taking a pooled
 * connection for its updates, and the runner holds one more for its lock: 4 leave 4 of the pool's
 * 9 usable connections (10, less Payload's reserved one) to visitors' requests, however long the
 * backlog. With the pass size of the pool, a slow database made every request wait past
 * the 3 s connect timeout while a backlog ran (tests/int/jobRunnerPool.int.spec.ts).
 */
export const JOBS_PER_PASS = 4
/**
 * One call runs this many passes at most (100 jobs), so a caller that awaits it (a test, the tick)
 * is not held by a long backlog; what is left is taken up by a new call after a pause, not at the
 * next tick, so a backlog (after an SMTP outage, a burst of leads) drains without stalling.
 */
export const MAX_PASSES = 25
/** Between passes the runner steps aside so a flood of submissions is answered first. */
const PAUSE_MS = 200

/** Yes unless JOB_WORKER=false. */
export const runsJobs = (value = env.vars().JOB_WORKER): boolean =>
  value?.trim().toLowerCase() !== 'false'

interface RunnerState {
  current: Promise<void> | null
  rerun: boolean
  /** A follow-up call is due after the pause (a backlog was left). */
  followUp: boolean
}

// Next bundles this module into several server layers; globalThis gives the process one runner.
const STATE_KEY = Symbol.for('agency-site.jobRunner')
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: RunnerState }
const state: RunnerState = (globalState[STATE_KEY] ??= {
  current: null,
  rerun: false,
  followUp: false,
})

export function runQueuedJobs(payload: Payload): Promise<void> {
  if (!runsJobs()) return Promise.resolve()
  if (state.current) {
    state.rerun = true
    return state.current
  }
  // Set when the call ends on its last pass with jobs still waiting.
  const call = { backlogLeft: false }
  state.current = (async () => {
    try {
      await withRunnerLock(payload, async () => {
        for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
          state.rerun = false
          let ran = 0
          // A scheduled publish saves here, outside any page request: its pages are revalidated
          // through an app instance once the pass has committed it (src/services/revalidationRelay.ts).
          const revalidate = await collectRevalidations(async () => {
            const result = await payload.jobs.run({
              queue: 'default',
              limit: JOBS_PER_PASS,
              silent: { info: true },
            })
            ran = Object.keys(result.jobStatus ?? {}).length
          })
          await relayRevalidation(payload, revalidate)
          // A full batch means more jobs may be waiting; a kick during the pass means new ones came.
          if (ran >= JOBS_PER_PASS) state.rerun = true
          if (!state.rerun) break
          call.backlogLeft = pass === MAX_PASSES
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
      if (call.backlogLeft) {
        state.followUp = true
        setTimeout(() => {
          state.followUp = false
          void runQueuedJobs(payload)
        }, PAUSE_MS).unref()
      }
    }
  })()
  return state.current
}

/**
 * Resolves once no run is under way in this process and none is due: the backlog a kick started
 * has been worked through (what is left waits for the tick). A process that shares its Payload
 * between callers (the integration workers) waits here so one caller's emails are not still
 * leaving while the next looks at the queue.
 */
export async function jobRunnerSettled(): Promise<void> {
  while (state.current || state.followUp) {
    await (state.current ?? new Promise((resolve) => setTimeout(resolve, PAUSE_MS)))
  }
}

import type { Payload } from 'payload'

/**
 * One runner of the jobs queue per process. Payload picks jobs with a find followed by an update,
 * not atomically, so two overlapping `payload.jobs.run()` calls in one process could both pick the
 * same email and send it twice. Both the kick after a submission and the autoRun cron tick (see
 * `jobs.shouldAutoRun` in payload.config.ts) come through here: a call while a run is under way
 * asks for one more pass instead of starting a second runner.
 */

const BATCH = 10
/** A backlog (e.g. after an SMTP outage) is drained in this many passes at most per call. */
const MAX_PASSES = 10
/**
 * Between passes the runner steps aside, so a flood of submissions is answered first and
 * its emails follow at a steady pace (at most about 50 a second) instead of competing for the CPU.
 */
const PAUSE_MS = 200

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

export function runQueuedJobs(payload: Payload): Promise<void> {
  if (state.current) {
    state.rerun = true
    return state.current
  }
  state.current = (async () => {
    try {
      for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
        state.rerun = false
        const result = await payload.jobs.run({ queue: 'default', limit: BATCH, silent: { info: true } })
        // A full batch means more jobs may be waiting; a kick during the pass means new ones came.
        if (Object.keys(result.jobStatus ?? {}).length >= BATCH) state.rerun = true
        if (!state.rerun) break
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      }
    } catch (err) {
      payload.logger.error({ err, msg: 'Running queued jobs failed' })
    } finally {
      state.current = null
    }
  })()
  return state.current
}

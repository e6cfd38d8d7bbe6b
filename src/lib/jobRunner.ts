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

let current: Promise<void> | null = null
let rerun = false

export function runQueuedJobs(payload: Payload): Promise<void> {
  if (current) {
    rerun = true
    return current
  }
  current = (async () => {
    try {
      for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
        rerun = false
        const result = await payload.jobs.run({ queue: 'default', limit: BATCH, silent: { info: true } })
        // A full batch means more jobs may be waiting; a kick during the pass means new ones came.
        if (Object.keys(result.jobStatus ?? {}).length >= BATCH) rerun = true
        if (!rerun) break
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
      }
    } catch (err) {
      payload.logger.error({ err, msg: 'Running queued jobs failed' })
    } finally {
      current = null
    }
  })()
  return current
}

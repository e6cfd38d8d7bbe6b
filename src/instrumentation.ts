/** Production refuses to start with default secrets, rather than fail on its first request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertProductionConfig } = await import('./lib/productionConfig')
  assertProductionConfig(process.env, 'start')
  if (process.env.NEXT_PHASE !== 'phase-production-build') void runDueJobsAtStart()
}

/**
 * Jobs that fell due while the site was down (a scheduled publish) run at start, and the runner's
 * 10-second tick starts with Payload, instead of at the first request that needs Payload: cached
 * static pages alone never start it.
 */
async function runDueJobsAtStart(): Promise<void> {
  const { runQueuedJobs, runsJobs } = await import('./lib/jobRunner')
  if (!runsJobs()) return
  const { getPayloadClient } = await import('./data/payload')
  try {
    await runQueuedJobs(await getPayloadClient())
  } catch (err) {
    // The database may still be starting: the first request that needs Payload starts the tick.
    console.error('Running due jobs at start failed', err)
  }
}

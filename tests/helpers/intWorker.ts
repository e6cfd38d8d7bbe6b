import { afterAll } from 'vitest'

import { freePort } from '../../scripts/lib/server'
import { workerDatabaseUrl, workerFilesDir } from './intDatabases'

/**
 * Runs in the worker before each integration file (vitest `setupFiles`), before it imports
 * anything: points the file at its worker's database and media folders (tests/helpers/intDatabases.ts)
 * and gives the worker an SMTP port of its own, where each file's catcher listens and Payload sends.
 * The files of one worker share one module graph and one Payload (vitest.config.ts, `isolate`), so
 * everything set here stays the same for every file of the worker.
 */
const template = process.env.INT_TEMPLATE_DATABASE_URL ?? ''
const poolId = Number(process.env.VITEST_POOL_ID ?? 1)
process.env.DATABASE_URL = workerDatabaseUrl(template, poolId)
for (const key of ['MEDIA_DIR', 'UPLOADS_DIR'] as const) {
  const source = process.env[`INT_TEMPLATE_${key}`]
  if (source) process.env[key] = workerFilesDir(source, template, poolId)
}
const worker = globalThis as typeof globalThis & { intSmtpPort?: string }
worker.intSmtpPort ??= String(await freePort())
process.env.TEST_SMTP_PORT = worker.intSmtpPort
process.env.SMTP_PORT = worker.intSmtpPort

// The app's 10-second tick (Payload's autoRun cron: queue the scheduled tasks, run the queue)
// starts the first time a file reaches a route or action through getPayloadClient, and would then
// tick through every later file of the worker: queueing an SLA reminder in the middle of another
// file's count of the queue (tests/int/seed.int.spec.ts). Integration files run the queue and the
// schedules themselves, when their test says so; the tick is the app's, checked end to end.
const { _internal_jobSystemGlobals: jobSystem } = await import('payload')
jobSystem.shouldAutoRun = false
jobSystem.shouldAutoSchedule = false

// A file's kicks of the job runner (emails after a submission) can outlast its tests: the next
// file of the worker would see that backlog still leaving. Registered before the file's own hooks,
// this runs after them.
afterAll(async () => {
  if (!(Symbol.for('agency-site.jobRunner') in globalThis)) return
  const { jobRunnerSettled } = await import('@/services/jobRunner')
  await jobRunnerSettled()
})

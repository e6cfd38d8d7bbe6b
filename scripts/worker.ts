/**
 * `npm run worker`: a process that only runs the jobs queue (queued emails and their retries), for
 * deployments whose web instances run with JOB_WORKER=false. It polls every JOB_POLL_MS (2 s by
 * default) through the same runner as the app (src/services/jobRunner.ts), whose Postgres advisory lock
 * keeps it from running side by side with any other runner. Needs DATABASE_URL; applies no
 * migrations (the app does). SIGTERM/SIGINT: finishes the pass under way, then exits.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { runQueuedJobs } from '../src/services/jobRunner'

const pollMs = Number(process.env.JOB_POLL_MS) > 0 ? Number(process.env.JOB_POLL_MS) : 2000
// This process exists to run jobs, whatever JOB_WORKER its environment shares with the web instances.
process.env.JOB_WORKER = 'true'

const payload = await getPayload({ config })
let stopping = false
let wake: (() => void) | undefined
const stop = () => {
  stopping = true
  wake?.()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

payload.logger.info(`Job worker: polling the queue every ${pollMs} ms`)
// `stop` flips this from a signal handler, which the compiler cannot see.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
while (!stopping) {
  await runQueuedJobs(payload)
  await new Promise<void>((resolve) => {
    wake = resolve
    setTimeout(resolve, pollMs)
  })
}
await payload.destroy()
process.exit(0)

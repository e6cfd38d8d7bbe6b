import { cloneForWorkers, dropWorkerClones } from './intDatabases'
import { testEnv } from './testEnv'

/**
 * Integration tests run Payload's Local API in-process against a real test database (a clone of
 * DATABASE_URL per worker, provided by scripts/run.ts; tests/helpers/intWorker.ts picks it) and
 * send mail over real SMTP to loopback. Both integration projects (vitest.config.ts) name this
 * setup; vitest runs the projects' setups one after the other, and the first one makes the clones.
 */
export default async function setup() {
  if (process.env.INT_TEMPLATE_DATABASE_URL) return
  const template = process.env.DATABASE_URL
  if (!template)
    throw new Error('Run integration tests through `npm run test:int` (it provides the database)')
  Object.assign(process.env, testEnv, {
    INT_TEMPLATE_DATABASE_URL: template,
    INT_TEMPLATE_MEDIA_DIR: process.env.MEDIA_DIR ?? '',
    INT_TEMPLATE_UPLOADS_DIR: process.env.UPLOADS_DIR ?? '',
  })
  await cloneForWorkers(template, process.env)
  return () => dropWorkerClones(template)
}

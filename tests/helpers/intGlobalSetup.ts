import { dropWorkerClones, integrationDatabases } from './intDatabases'
import { testEnv } from './testEnv'

/**
 * Integration tests run Payload's Local API in-process against a real test database (a clone of
 * DATABASE_URL per worker, provided by scripts/run.ts; tests/helpers/intWorker.ts picks it) and
 * send mail over real SMTP to loopback. Both integration projects (vitest.config.ts) name this
 * setup; vitest runs the projects' setups one after the other, and the first one makes the clones.
 * When INT_TEMPLATE_DATABASE_URL is already set, whoever set it made the clones (scripts/test.ts)
 * and drops them.
 */
export default async function setup() {
  if (process.env.INT_TEMPLATE_DATABASE_URL) return
  Object.assign(process.env, testEnv, await integrationDatabases(process.env))
  const template = process.env.INT_TEMPLATE_DATABASE_URL ?? ''
  return () => dropWorkerClones(template)
}

import { freePort } from '../../scripts/lib/server'
import { workerDatabaseUrl, workerFilesDir } from './intDatabases'

/**
 * Runs in the worker before each integration file (vitest `setupFiles`), before it imports
 * anything: points the file at its worker's database and media folders (tests/helpers/intDatabases.ts)
 * and gives it an SMTP port of its own, where its catcher listens and Payload sends.
 */
const template = process.env.INT_TEMPLATE_DATABASE_URL ?? ''
const poolId = Number(process.env.VITEST_POOL_ID ?? 1)
process.env.DATABASE_URL = workerDatabaseUrl(template, poolId)
for (const key of ['MEDIA_DIR', 'UPLOADS_DIR'] as const) {
  const source = process.env[`INT_TEMPLATE_${key}`]
  if (source) process.env[key] = workerFilesDir(source, template, poolId)
}
const smtpPort = String(await freePort())
process.env.TEST_SMTP_PORT = smtpPort
process.env.SMTP_PORT = smtpPort

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

/**
 * `payload migrate` without Payload's CLI wrapper, run as a bundle by scripts/run.ts (runBundled
 * says why the wrapper sometimes exited 0 having done nothing). The migrations are the committed
 * list (migrations/index.ts), the one production applies on start.
 */
import type { Migration } from 'payload'

process.env.PAYLOAD_MIGRATING = 'true'

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../migrations')

const payload = await getPayload({ config, disableOnInit: true })
try {
  // The same list postgresAdapter's prodMigrations takes; Payload types its arguments loosely here.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  payload.logger.info(`Migrations applied (${migrations.length} committed)`)
  await payload.destroy()
  process.exit(0)
} catch (err) {
  payload.logger.error({ err, msg: 'Migration failed' })
  process.exit(1)
}

/** `npm run seed` (and the first start of an empty database): see seed/seed.ts. */
// Run as a bundle by scripts/run.ts (runBundled says why).
import { getPayload } from 'payload'

import config from '../payload.config'
import { seedDatabase } from './seed'

const ifEmpty = process.argv.includes('--if-empty')
const payload = await getPayload({ config })
try {
  const report = await seedDatabase(payload, { ifEmpty })
  if (report.skipped) payload.logger.info('Seed: database already has users, nothing to do')
  else payload.logger.info({ created: report.created }, 'Seed complete')
  process.exit(0)
} catch (err) {
  payload.logger.error({ err, msg: 'Seed failed' })
  process.exit(1)
}

import type { TaskConfig } from 'payload'

import { appVersion } from '@/features/backup/appVersion'
import { createBackup } from '@/features/backup/createBackup'
import { fileStoreFrom } from '@/features/backup/fileStore'
import { env } from '@/env'

/**
 * The nightly backup (README "Operations"). Payload queues it once per day across instances and
 * the single-flight runner runs it once (src/services/jobRunner.ts); without a destination it does nothing.
 */
export const backupTask: TaskConfig<'backup'> = {
  slug: 'backup',
  label: 'Encrypted backup of the database and files',
  // Daily at 02:00 UTC (04:00 in Johannesburg), before the retention jobs and away from office hours.
  schedule: [{ cron: '0 0 2 * * *', queue: 'default' }],
  retries: 1,
  handler: async ({ req }) => {
    const settings = env.backup()
    if (!settings) return { output: {} }
    const result = await createBackup({
      ...settings,
      databaseUrl: env.databaseUrl,
      fileStore: fileStoreFrom(env.vars()),
      app: appVersion(),
      workDir: env.vars().BACKUP_WORK_DIR,
    })
    req.payload.logger.info({
      msg: `Backup ${result.name} written (${result.bytes} bytes)`,
      locations: result.locations,
      pruned: result.pruned,
    })
    return { output: {} }
  },
}

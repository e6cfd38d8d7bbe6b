import type { TaskConfig } from 'payload'

import { pruneAuditLog } from '@/features/accounts/audit/pruneAuditLog'

export const auditRetentionTask: TaskConfig<'auditRetention'> = {
  slug: 'auditRetention',
  label: 'Delete audit entries past the retention period',
  // Daily at 02:45 UTC, after the lead retention job, away from office hours.
  schedule: [{ cron: '0 45 2 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await pruneAuditLog(req.payload)
    return { output: {} }
  },
}

import type { TaskConfig } from 'payload'

import { applyRetention } from '@/features/leads/dataRights/retention'
import { sendSlaReminders } from '@/features/leads/desk/slaReminders'

/** Payload queues each on its cron (one at a time across instances); the job runner runs it. */
export const slaRemindersTask: TaskConfig<'slaReminders'> = {
  slug: 'slaReminders',
  label: 'Remind staff of leads near their reply-by',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await sendSlaReminders(req.payload)
    return { output: {} }
  },
}

export const leadRetentionTask: TaskConfig<'leadRetention'> = {
  slug: 'leadRetention',
  label: 'Anonymise leads past the retention period',
  // Daily at 02:30 UTC (04:30 in Johannesburg), away from office hours.
  schedule: [{ cron: '0 30 2 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await applyRetention(req.payload)
    return { output: {} }
  },
}

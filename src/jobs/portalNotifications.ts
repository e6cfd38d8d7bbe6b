import type { TaskConfig } from 'payload'

import { sendPortalDigests } from '@/features/portal/notifications/digest'
import { fanOutPortalEvent } from '@/features/portal/notifications/fanOut'

/** Queued with each portal event, in the transaction that records it (recordPortalEvent). */
export const notifyPortalEventTask: TaskConfig<'notifyPortalEvent'> = {
  slug: 'notifyPortalEvent',
  label: 'Email the people a client portal event concerns',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [{ name: 'event', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await fanOutPortalEvent(req.payload, input.event)
    return { output: {} }
  },
}

export const portalDigestTask: TaskConfig<'portalDigest'> = {
  slug: 'portalDigest',
  label: 'Send the daily client portal digests',
  // Daily at 05:00 UTC (07:00 in Johannesburg), before the working day.
  schedule: [{ cron: '0 0 5 * * *', queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await sendPortalDigests(req.payload)
    return { output: {} }
  },
}

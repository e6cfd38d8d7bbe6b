import { subMonths } from 'date-fns'
import type { Payload } from 'payload'

import { siteSettingsFor } from '@/data/siteSettings'

/** Kept when the setting is empty, so the trail never grows without end. */
export const AUDIT_RETENTION_DEFAULT_MONTHS = 24

/** Deletes the entries older than the site settings' audit retention; returns the cut-off. */
export async function pruneAuditLog(payload: Payload, now: Date = new Date()): Promise<Date> {
  const settings = await siteSettingsFor(payload)
  const months = settings.auditRetentionMonths ?? AUDIT_RETENTION_DEFAULT_MONTHS
  const cutoff = subMonths(now, Math.max(1, months))
  // Through the adapter: the trail is closed to every delete through the API, this job's included.
  await payload.db.deleteMany({
    collection: 'audit-log',
    where: { createdAt: { less_than: cutoff.toISOString() } },
  })
  return cutoff
}

import { subMonths } from 'date-fns'
import type { Payload } from 'payload'

import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { siteSettingsFor } from '@/data/siteSettings'
import { anonymiseLeadsWhere } from '@/db/dataRights'

/** Anonymises leads older than the setting that were not won; an empty setting keeps everything. */
export async function applyRetention(
  payload: Payload,
  now: Date = new Date(),
): Promise<{ enquiries: number; callbacks: number }> {
  const months = (await siteSettingsFor(payload)).retentionMonths
  if (!months || months < 1) return { enquiries: 0, callbacks: 0 }
  const cutoff = subMonths(now, months)
  const erased = await anonymiseLeadsWhere(payload, { createdBefore: cutoff }, now)
  const counts = { enquiries: erased.enquiries.length, callbacks: erased.callbacks.length }
  if (counts.enquiries + counts.callbacks > 0) {
    await recordSecurityEvent(payload, {
      type: 'data-retention',
      details: `Anonymised ${counts.enquiries} enquiries and ${counts.callbacks} callbacks received before ${cutoff.toISOString()} (${months} months)`,
    })
  }
  return counts
}

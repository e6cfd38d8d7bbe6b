import type { Payload } from 'payload'

import { readAgency } from '@/data/siteSettings'
import { queueEmails } from '@/services/emailQueue'
import { slaReminderEmail } from '@/emails/slaReminderEmail'
import type { Agency } from '@/emails/leadEmails'
import { env } from '@/env/index'

import {
  claimDueReminders,
  releaseReminders,
  type DueLead,
  type LeadCollection,
} from '@/db/slaReminders'
import { formatDuration, REMINDER_AT_FRACTION } from './sla'

const LEAD_COLLECTIONS: readonly LeadCollection[] = ['enquiries', 'callbacks']

const reminderEmail = (collection: LeadCollection, lead: DueLead, agency: Agency, now: Date) => {
  const left = lead.replyBy.getTime() - now.getTime()
  return slaReminderEmail(
    {
      kind: collection === 'callbacks' ? 'Callback' : 'Enquiry',
      leadName: lead.name,
      replyBy: lead.replyBy,
      due: left > 0 ? `due in ${formatDuration(left)}` : `overdue by ${formatDuration(left)}`,
      url: `${env.serverUrl}/admin/collections/${collection}/${lead.id}`,
      brandName: agency.brandName,
    },
    agency.contactEmail,
  )
}

/** Each lead is claimed before its email is queued, so two runners never remind twice. */
export async function sendSlaReminders(payload: Payload, now: Date = new Date()): Promise<number> {
  let sent = 0
  for (const collection of LEAD_COLLECTIONS) {
    const rows = await claimDueReminders(payload, collection, now, REMINDER_AT_FRACTION)
    if (rows.length === 0) continue
    try {
      const agency = await readAgency(payload)
      sent += await queueEmails(
        payload,
        rows.map((lead) => reminderEmail(collection, lead, agency, now)),
      )
    } catch (err) {
      await releaseReminders(
        payload,
        collection,
        rows.map((r) => r.id),
      )
      throw err
    }
  }
  return sent
}

import type { Payload } from 'payload'

import { runQueuedJobs } from '@/lib/jobRunner'
import { readAgency } from '@/data/siteSettings'
import { slaReminderEmail } from '@/emails/slaReminderEmail'
import type { Agency } from '@/emails/leadEmails'
import { insertEmailJobs } from '@/db/emailJobs'
import { env } from '@/utilities/env'

import { poolOf } from '@/db/client'
import { formatDuration, REMINDER_AT_FRACTION } from './sla'

const LEAD_TABLES = { enquiries: 'enquiries', callbacks: 'callbacks' } as const
type LeadCollection = keyof typeof LEAD_TABLES

type DueLead = { id: string; name: string; reply_by: Date; preferred_time?: Date | null }

const reminderEmail = (collection: LeadCollection, lead: DueLead, agency: Agency, now: Date) => {
  const left = lead.reply_by.getTime() - now.getTime()
  return slaReminderEmail(
    {
      kind: collection === 'callbacks' ? 'Callback' : 'Enquiry',
      leadName: lead.name,
      replyBy: lead.reply_by,
      due: left > 0 ? `due in ${formatDuration(left)}` : `overdue by ${formatDuration(left)}`,
      url: `${env.serverUrl}/admin/collections/${collection}/${lead.id}`,
      brandName: agency.brandName,
    },
    agency.contactEmail,
  )
}

/** Each lead is claimed by one conditional UPDATE before its email is queued, so two runners never remind twice. */
export async function sendSlaReminders(payload: Payload, now: Date = new Date()): Promise<number> {
  const pool = poolOf(payload)
  let sent = 0
  for (const collection of Object.keys(LEAD_TABLES) as LeadCollection[]) {
    const table = LEAD_TABLES[collection]
    const { rows } = await pool.query<DueLead>(
      `UPDATE ${table} SET sla_reminder_sent_at = $1
        WHERE status = 'new' AND reply_by IS NOT NULL AND sla_reminder_sent_at IS NULL AND first_replied_at IS NULL
          AND erased_at IS NULL
          AND created_at + (reply_by - created_at) * $2::float8 <= $1
        RETURNING id, name, reply_by`,
      [now, REMINDER_AT_FRACTION],
    )
    if (rows.length === 0) continue
    try {
      const agency = await readAgency(payload)
      await insertEmailJobs(
        payload,
        rows.map((lead) => reminderEmail(collection, lead, agency, now)),
      )
      sent += rows.length
    } catch (err) {
      await pool.query(
        `UPDATE ${table} SET sla_reminder_sent_at = NULL WHERE id = ANY($1::uuid[])`,
        [rows.map((r) => r.id)],
      )
      throw err
    }
  }
  if (sent > 0) void runQueuedJobs(payload)
  return sent
}

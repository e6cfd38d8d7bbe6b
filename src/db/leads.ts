import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { QueuedEmail } from '@/emails/emailJob'

import { drizzleOf } from './client'
import { emailJobRows } from './emailJobs'
import { audit_log, callbacks, enquiries } from './schema'

/** A lead as its table stores it, with the id it was given before it was stored. */
export type LeadRow =
  | { collection: 'enquiries'; row: typeof enquiries.$inferInsert & { id: string } }
  | { collection: 'callbacks'; row: typeof callbacks.$inferInsert & { id: string } }

/** Everything an accepted submission writes. */
export interface LeadInsert {
  readonly lead: LeadRow
  readonly audit: typeof audit_log.$inferInsert
  readonly emails: readonly QueuedEmail[]
}

/**
 * The lead, its audit entry and its email jobs in one statement, each insert a data-modifying CTE
 * (docs/decisions.md#lead-storage). One statement is one implicit transaction: all three rows
 * commit together or none does, and a lost commit is this statement's own error, so nothing needs
 * reading back. A unique violation (a callback slot just taken) is thrown as Drizzle wraps it.
 */
export async function insertLead(payload: Payload, write: LeadInsert): Promise<void> {
  const db = await drizzleOf(payload)
  const { lead, audit, emails } = write
  const leadInsert =
    lead.collection === 'enquiries'
      ? db.insert(enquiries).values(lead.row)
      : db.insert(callbacks).values(lead.row)
  const parts = [
    sql`with lead as ${leadInsert}`,
    sql`trail as ${db.insert(audit_log).values(audit)}`,
  ]
  const jobs = emailJobRows(db, emails)
  if (jobs) parts.push(sql`jobs as ${jobs}`)
  await db.execute(sql`${sql.join(parts, sql`, `)} select 1`)
}

import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  lt,
  sql,
  type SQL,
} from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { audit_log, callbacks, enquiries, payload_jobs, security_events, users } from './schema'

/** POPIA erasure of leads in place: who the person was goes, reporting fields stay (docs/decisions.md#data-rights). */
const PLACEHOLDER_NAME = 'Erased'
const ERASED_TEXT = '[erased]'

const SUBJECT_TABLES = { enquiries, callbacks, users } as const

/** Ids matched case-insensitively: a lead keeps the address as the visitor typed it. */
export async function idsByEmail(
  payload: Payload,
  table: keyof typeof SUBJECT_TABLES,
  email: string,
): Promise<string[]> {
  const t = SUBJECT_TABLES[table]
  const rows = await postgresOf(payload)
    .drizzle.select({ id: t.id })
    .from(t)
    .where(eq(sql`lower(${t.email})`, email))
  return rows.map((row) => row.id)
}

/** A lead's attribution columns (src/fields/attribution.ts): how the person found the site goes too. */
const ATTRIBUTION_COLUMN =
  /^(?:(?:first|last)(?:Source|Medium|Campaign|Term|Content|AdNetwork|ReferrerHost|LandingPath|At)|tool)$/

const erasedAttribution = (t: typeof enquiries | typeof callbacks) =>
  Object.fromEntries(
    Object.keys(getTableColumns(t))
      .filter((name) => ATTRIBUTION_COLUMN.test(name))
      .map((name) => [name, null]),
  )

const erasedFields = (t: typeof enquiries | typeof callbacks, now: Date) => ({
  ...erasedAttribution(t),
  name: PLACEHOLDER_NAME,
  email: sql`'erased-' || left(${t.id}::text, 8) || '@erased.invalid'`,
  phone: null,
  company: null,
  userAgent: null,
  ipHash: null,
  sourcePage: null,
  staffNotes: null,
  erasedAt: now.toISOString(),
  updatedAt: now.toISOString(),
})

/** `then` where a call is still to come, else the column as it is. */
const ifCallToCome = (now: Date, then: SQL | null, column: SQL | typeof callbacks.status) =>
  sql`CASE WHEN ${callbacks.preferredTime} > ${now} THEN ${then} ELSE ${column} END`

export async function anonymiseLeadsWhere(
  payload: Payload,
  where: { ids: readonly string[] } | { createdBefore: Date },
  now: Date,
): Promise<{ enquiries: string[]; callbacks: string[] }> {
  const db = postgresOf(payload).drizzle
  const matching = (t: typeof enquiries | typeof callbacks): SQL | undefined =>
    and(
      'ids' in where
        ? where.ids.length > 0
          ? inArray(t.id, [...where.ids])
          : sql`false`
        : and(lt(t.createdAt, where.createdBefore.toISOString()), sql`${t.status}::text <> 'won'`),
      isNull(t.erasedAt),
    )
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id)
  const erasedEnquiries = await db
    .update(enquiries)
    .set({ ...erasedFields(enquiries, now), message: ERASED_TEXT })
    .where(matching(enquiries))
    .returning({ id: enquiries.id })
  // A call still to come is cancelled and its slot freed: nobody can be called once the number is gone.
  const erasedCallbacks = await db
    .update(callbacks)
    .set({
      ...erasedFields(callbacks, now),
      message: null,
      status: ifCallToCome(now, sql`${'cancelled'}`, callbacks.status),
      cancelledSlot: ifCallToCome(
        now,
        sql`${callbacks.preferredTime}`,
        sql`${callbacks.cancelledSlot}`,
      ),
      replyBy: ifCallToCome(now, null, sql`${callbacks.replyBy}`),
      preferredTime: ifCallToCome(now, null, sql`${callbacks.preferredTime}`),
    })
    .where(matching(callbacks))
    .returning({ id: callbacks.id })
  return { enquiries: ids(erasedEnquiries), callbacks: ids(erasedCallbacks) }
}

/** The security log keeps the events, no longer whose they were; returns how many. */
export async function unlinkSecurityEvents(payload: Payload, userId: string): Promise<number> {
  const { rowCount } = await postgresOf(payload)
    .drizzle.update(security_events)
    .set({ user: null, email: null, ip: null, userAgent: null })
    .where(eq(security_events.user, userId))
  return rowCount ?? 0
}

/** The audit trail keeps what was done, no longer by whom. */
export async function unlinkAuditTrail(payload: Payload, userId: string): Promise<void> {
  await postgresOf(payload)
    .drizzle.update(audit_log)
    .set({ user: null, userEmail: null, ip: null })
    .where(eq(audit_log.user, userId))
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Deletes queued jobs whose input mentions the address (emails to or about the person); returns how many. */
export async function deleteJobsMentioning(payload: Payload, email: string): Promise<number> {
  const { rowCount } = await postgresOf(payload)
    .drizzle.delete(payload_jobs)
    .where(like(sql`lower(${payload_jobs.input}::text)`, `%${escapeLike(email)}%`))
  return rowCount ?? 0
}

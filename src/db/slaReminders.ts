import { and, eq, inArray, isNull, isNotNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { callbacks, enquiries } from './schema'

const LEAD_TABLES = { enquiries, callbacks } as const
export type LeadCollection = keyof typeof LEAD_TABLES

export type DueLead = { id: string; name: string; replyBy: Date }

/**
 * Claims every new, unanswered lead whose reminder is due (`fraction` of its reply time gone) by
 * stamping it in one conditional update, so two runners never remind twice.
 */
export async function claimDueReminders(
  payload: Payload,
  collection: LeadCollection,
  now: Date,
  fraction: number,
): Promise<DueLead[]> {
  const t = LEAD_TABLES[collection]
  const rows = await postgresOf(payload)
    .drizzle.update(t)
    .set({ slaReminderSentAt: now.toISOString() })
    .where(
      and(
        eq(t.status, 'new'),
        isNotNull(t.replyBy),
        isNull(t.slaReminderSentAt),
        isNull(t.firstRepliedAt),
        isNull(t.erasedAt),
        sql`${t.createdAt} + (${t.replyBy} - ${t.createdAt}) * ${fraction}::float8 <= ${now}`,
      ),
    )
    .returning({ id: t.id, name: t.name, replyBy: t.replyBy })
  return rows.flatMap(({ id, name, replyBy }) =>
    replyBy ? [{ id, name, replyBy: new Date(replyBy) }] : [],
  )
}

/** Hands claimed reminders back, for the next run, when their emails could not be queued. */
export async function releaseReminders(
  payload: Payload,
  collection: LeadCollection,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return
  const t = LEAD_TABLES[collection]
  await postgresOf(payload)
    .drizzle.update(t)
    .set({ slaReminderSentAt: null })
    .where(inArray(t.id, [...ids]))
}

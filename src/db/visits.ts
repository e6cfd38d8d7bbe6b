import { randomBytes } from 'node:crypto'

import { ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { visit_counts, visit_salts, visit_seen } from './schema'

/**
 * The visit counter's statements (README "Attribution, privacy and the report"), counted the way
 * Plausible does: a visitor is a hash of the address and user agent with a salt of the day; the
 * salt and the day's hashes are deleted when the day changes, so a visitor cannot be followed from
 * one day to the next and no address is ever stored.
 */

/** One page view, its visitor already hashed. */
export interface VisitHit {
  readonly day: string
  readonly visitor: string
  readonly path: string
  readonly source: string
  readonly medium: string
  readonly campaign: string
}

/**
 * The salt of `day`: made by the first caller of the day (of any instance; the primary key keeps
 * one). Every other day's salt and hashes are deleted first.
 */
export async function saltOfDay(payload: Payload, day: string): Promise<string> {
  const db = postgresOf(payload).drizzle
  await db.delete(visit_salts).where(ne(visit_salts.day, day))
  await db.delete(visit_seen).where(ne(visit_seen.day, day))
  await db
    .insert(visit_salts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ salt: visit_salts.salt })
    .from(visit_salts)
    .where(sql`${visit_salts.day} = ${day}`)
  if (!row) throw new Error(`No visit salt for ${day}`)
  return row.salt
}

const keyOf = (hit: VisitHit): string =>
  [hit.day, hit.path, hit.source, hit.medium, hit.campaign].join('\u0000')

/**
 * Writes a batch of page views in one transaction: the day's new visitors, then one upsert of the
 * counts. A visitor's first view of the day is its visit, counted on that view's path and source.
 */
export async function writeVisits(payload: Payload, hits: readonly VisitHit[]): Promise<void> {
  if (hits.length === 0) return
  await postgresOf(payload).drizzle.transaction(async (tx) => {
    const seen = new Map<string, VisitHit>()
    for (const hit of hits) {
      const visitorKey = `${hit.day}\u0000${hit.visitor}`
      if (!seen.has(visitorKey)) seen.set(visitorKey, hit)
    }
    const inserted = await tx
      .insert(visit_seen)
      .values([...seen.values()].map(({ day, visitor }) => ({ day, hash: visitor })))
      .onConflictDoNothing()
      .returning({ day: visit_seen.day, hash: visit_seen.hash })
    const newVisits = new Set(
      inserted.flatMap(({ day, hash }) => {
        const first = seen.get(`${day}\u0000${hash}`)
        return first ? [first] : []
      }),
    )
    const counts = new Map<string, typeof visit_counts.$inferInsert>()
    for (const hit of hits) {
      const key = keyOf(hit)
      const row = counts.get(key) ?? { ...hit, pageviews: 0, visits: 0 }
      row.pageviews = (row.pageviews ?? 0) + 1
      if (newVisits.has(hit)) row.visits = (row.visits ?? 0) + 1
      counts.set(key, row)
    }
    await tx
      .insert(visit_counts)
      .values(
        [...counts.values()].map(({ day, path, source, medium, campaign, pageviews, visits }) => ({
          day,
          path,
          source,
          medium,
          campaign,
          pageviews,
          visits,
        })),
      )
      .onConflictDoUpdate({
        target: [
          visit_counts.day,
          visit_counts.path,
          visit_counts.source,
          visit_counts.medium,
          visit_counts.campaign,
        ],
        set: {
          pageviews: sql`${visit_counts.pageviews} + excluded.pageviews`,
          visits: sql`${visit_counts.visits} + excluded.visits`,
        },
      })
  })
}

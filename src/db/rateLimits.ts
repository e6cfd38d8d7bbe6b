import type { Pool } from 'pg'

import type { Counted, CounterStore } from '@/lib/counterStore'

import { everySubmission } from './client'

// rate-limiter-flexible's table, not a Payload collection: there is no generated Drizzle table for
// it, so its statements stay SQL text, kept here with the rest of the database access.

/** The table comes from the migration `rate_limits`, never from the library at run time. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/** Rows expired for an hour are deleted every 5 minutes, as rate-limiter-flexible's own store does. */
const CLEAR_EVERY_MS = 300_000
const CLEAR_AFTER_MS = 3_600_000

interface CounterRow {
  readonly counter: number
  readonly points: number
  readonly expire: string | null
}

/**
 * The counters in Postgres with one statement for all of them (docs/decisions.md#rate-limits):
 * each counter is an upsert in a data-modifying CTE, the next counter of a chain inserts only when
 * the one before it is still within its limit. The row lock of each upsert keeps the count exact
 * under concurrency, as the library's single-key upsert does; rows, keys and window arithmetic are
 * the library's (`<keyPrefix>:<key>`, points, expiry in epoch milliseconds), so its stores and
 * this one read and write the same counters.
 */
export function postgresCounters(pool: Pool, now: () => number = Date.now): CounterStore {
  setInterval(() => {
    pool
      .query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [now() - CLEAR_AFTER_MS])
      .catch(() => {
        // Tried again in five minutes; a stale row only holds a window that has already ended.
      })
  }, CLEAR_EVERY_MS).unref()

  return async (chains) => {
    const counts = chains.flatMap((chain, chainIndex) =>
      chain.map((count, position) => ({ ...count, chainIndex, position })),
    )
    if (counts.length === 0) return chains.map(() => [])
    const at = now()
    const values: unknown[] = [at]
    const param = (value: unknown): string => {
      values.push(value)
      return `$${values.length}`
    }
    const upsert = (count: (typeof counts)[number], index: number): string => {
      const key = param(`${count.spec.keyPrefix}:${count.key}`)
      const expire = `$1::bigint + ${param(count.spec.durationSeconds * 1000)}::bigint`
      const previous = counts[index - 1]
      const row =
        count.position === 0 || !previous
          ? `values (${key}, 1, ${expire})`
          : `select ${key}, 1, ${expire} from c${index - 1} where c${index - 1}.points <= ${param(previous.spec.points)}`
      return `c${index} as (
        insert into ${RATE_LIMIT_TABLE} as t (key, points, expire) ${row}
        on conflict (key) do update set
          points = case when t.expire <= $1::bigint then 1 else t.points + 1 end,
          expire = case when t.expire <= $1::bigint then excluded.expire else t.expire end
        returning points, expire)`
    }
    const ctes = counts.map(upsert)
    const rows = counts.map(
      (_, index) => `select ${index} as counter, points, expire from c${index}`,
    )
    const text = `with ${ctes.join(',\n')}\n${rows.join('\nunion all ')}`
    const { rows: counted } = await pool.query<CounterRow>(everySubmission('count', text, values))
    const byCounter = new Map(counted.map((row) => [row.counter, row]))
    const answered = now()
    const results: Counted[][] = chains.map(() => [])
    counts.forEach((count, index) => {
      const row = byCounter.get(index)
      if (!row) return
      results[count.chainIndex]?.push({
        allowed: row.points <= count.spec.points,
        consumedPoints: row.points,
        msBeforeNext: row.expire === null ? -1 : Math.max(Number(row.expire) - answered, 0),
      })
    })
    return results
  }
}

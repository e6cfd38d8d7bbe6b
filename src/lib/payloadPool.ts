import type { Pool } from 'pg'
import type { Payload } from 'payload'

const hasPool = (db: unknown): db is { pool: Pool } =>
  typeof db === 'object' &&
  db !== null &&
  'pool' in db &&
  typeof db.pool === 'object' &&
  db.pool !== null &&
  'query' in db.pool

/**
 * Payload's own Postgres pool. The rate limits keep their counters on it, and the lead desk's
 * conditional updates (claim a reminder, move a booking, anonymise) are single SQL statements on
 * it: each must test and change a row in one step, which the Local API's find-then-update cannot.
 */
export const poolOf = (payload: Payload): Pool => {
  if (!hasPool(payload.db)) throw new Error('This needs the Postgres adapter')
  return payload.db.pool
}

import type { Pool } from 'pg'
import type { Payload } from 'payload'

const hasPool = (db: unknown): db is { pool: Pool } =>
  typeof db === 'object' &&
  db !== null &&
  'pool' in db &&
  typeof db.pool === 'object' &&
  db.pool !== null &&
  'query' in db.pool

/** For single-statement test-and-set updates, which the Local API's find-then-update cannot do. */
export const poolOf = (payload: Payload): Pool => {
  if (!hasPool(payload.db)) throw new Error('This needs the Postgres adapter')
  return payload.db.pool
}

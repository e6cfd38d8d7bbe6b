import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { hasPool } from '@/lib/leads/deps'

/**
 * The lead desk's conditional updates (claim a reminder, move a booking, anonymise) are single SQL
 * statements on Payload's own pool: each must test and change a row in one step, which the Local
 * API's find-then-update cannot.
 */
export const poolOf = (payload: Payload): Pool => {
  if (!hasPool(payload.db)) throw new Error('The lead desk needs the Postgres adapter')
  return payload.db.pool
}

import type { Payload } from 'payload'

import { everySubmission, poolOf } from './client'

/** Created by scripts/benchSubmit.ts in the bench's own database; no migration, no collection, so no Drizzle table. */
export const BENCH_FLOOR_TABLE = 'bench_floor'

/**
 * One statement on the pool the leads use, sent as theirs are (named unless
 * DATABASE_NAMED_STATEMENTS=false): the least a stored submission can cost.
 */
export async function insertBenchFloorRow(payload: Payload, body: unknown): Promise<void> {
  await poolOf(payload).query(
    everySubmission('bench-floor', `insert into ${BENCH_FLOOR_TABLE} (body) values ($1)`, [
      JSON.stringify(body),
    ]),
  )
}

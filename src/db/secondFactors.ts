import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { second_factors } from './schema'

// Single-statement test-and-set writes on one column each: a Local API update writes the whole
// record from a read that may be stale, and could undo what a concurrent request wrote.

/** Moves the record from `revision` to the next one; false when another request got there first. */
export async function advanceRevision(
  payload: Payload,
  id: string,
  revision: number,
): Promise<boolean> {
  const { rowCount } = await postgresOf(payload)
    .drizzle.update(second_factors)
    .set({ revision: sql`${second_factors.revision} + 1` })
    .where(and(eq(second_factors.id, id), eq(second_factors.revision, revision)))
  return rowCount === 1
}

/** Adds one to the record's count of wrong codes. */
export async function addFailedCode(payload: Payload, id: string): Promise<void> {
  await postgresOf(payload)
    .drizzle.update(second_factors)
    .set({ failedCodes: sql`COALESCE(${second_factors.failedCodes}, 0) + 1` })
    .where(eq(second_factors.id, id))
}

/** Clears the stored passkey challenge if it is still `challenge`; false when it is not. */
export async function clearChallenge(
  payload: Payload,
  id: string,
  challenge: string,
): Promise<boolean> {
  const { rowCount } = await postgresOf(payload)
    .drizzle.update(second_factors)
    .set({ webauthnChallenge: null, webauthnChallengeExpiresAt: null })
    .where(and(eq(second_factors.id, id), eq(second_factors.webauthnChallenge, challenge)))
  return rowCount === 1
}

import { and, eq, gt, isNull, lte, notExists, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleOf, postgresOf, transactionOf } from './client'
import { user_sessions, users_sessions } from './schema'

/**
 * Deletes one of the user's Payload sessions; false when `sid` is not theirs. One DELETE on
 * Payload's own sessions table rather than Payload's read-filter-write of the whole array.
 */
export async function deleteUserSession(
  payload: Payload,
  userId: string,
  sid: string,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<boolean> {
  const db = await drizzleOf(payload, req)
  const { rowCount } = await db
    .delete(users_sessions)
    .where(and(eq(users_sessions._parentID, userId), eq(users_sessions.id, sid)))
  return rowCount === 1
}

/** Sets a session record's "last used", unless another instance has done so since `unchangedSince`. */
export async function touchSessionRecord(
  payload: Payload,
  sid: string,
  usedAt: Date,
  unchangedSince: Date,
): Promise<void> {
  await postgresOf(payload)
    .drizzle.update(user_sessions)
    .set({ lastUsedAt: usedAt.toISOString() })
    .where(
      and(
        eq(user_sessions.sid, sid),
        or(
          isNull(user_sessions.lastUsedAt),
          lte(user_sessions.lastUsedAt, unchangedSince.toISOString()),
        ),
      ),
    )
}

/** Deletes every session record whose Payload session is gone or expired. */
export async function deleteEndedSessionRecords(payload: Payload): Promise<void> {
  const db = postgresOf(payload).drizzle
  await db.delete(user_sessions).where(
    notExists(
      db
        .select({ id: users_sessions.id })
        .from(users_sessions)
        .where(
          and(eq(users_sessions.id, user_sessions.sid), gt(users_sessions.expiresAt, sql`now()`)),
        ),
    ),
  )
}

/** The first key of the session-list locks; the second is the account's (src/features/accounts/sessions/sessionListLock.ts). */
const SESSION_LIST_LOCK_SPACE = 727_015

/** Holds `userId`'s session-list lock until `req`'s transaction ends. */
export async function lockSessionList(
  payload: Payload,
  req: Partial<Pick<PayloadRequest, 'transactionID'>>,
  userId: string,
): Promise<void> {
  const db = await transactionOf(payload, req)
  await db.execute(
    sql`select pg_advisory_xact_lock(${SESSION_LIST_LOCK_SPACE}::int, hashtext(${userId}::text))`,
  )
}

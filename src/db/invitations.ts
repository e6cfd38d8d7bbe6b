import { and, eq, gt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { transactionOf } from './client'
import { invitations } from './schema'

/**
 * Marks a pending, unexpired invitation accepted in `req`'s transaction; false when it is not (any
 * more). Of two requests with the same link, the second waits for the first's row lock and then
 * matches nothing (docs/decisions.md#invitation-claim).
 */
export async function claimInvitation(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: string,
): Promise<boolean> {
  const db = await transactionOf(payload, req)
  const claimed = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id })
  return claimed.length > 0
}

/** Links the claimed invitation to the account made from it, in the same transaction. */
export async function linkAcceptedUser(
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: string,
  userId: string,
): Promise<void> {
  const db = await transactionOf(payload, req)
  await db.update(invitations).set({ acceptedUser: userId }).where(eq(invitations.id, id))
}

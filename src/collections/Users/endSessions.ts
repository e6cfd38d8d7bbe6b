import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/lib/audit/recordAudit'

/**
 * Ends every session of a user: Payload keeps them on the user document and refuses a token whose
 * session is gone, so a copied cookie stops working too. Written through the adapter because the
 * sessions field is closed to every update through the API, as Payload's own logout does.
 */
export async function endAllSessions(
  payload: Payload,
  userId: string,
  req?: Partial<PayloadRequest>,
  reason?: string,
): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { sessions: [] },
    req,
    returning: false,
  })
  // By whoever made the change that ends them (an admin, the person themselves), or by the server.
  await recordAudit(
    payload,
    {
      action: 'session-end',
      target: { kind: 'collection', slug: 'users', id: userId },
      ...(reason ? { details: reason } : {}),
    },
    req,
  )
}

/**
 * Ends one session: signing out of a session the gate does not count yet (Payload's own logout
 * sees nobody), or the throwaway session of a password check.
 */
export async function endSession(payload: Payload, userId: string, sid: string): Promise<void> {
  const user = await payload.db.findOne<{ id: string; sessions?: { id: string }[] | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
    select: { sessions: true },
  })
  if (!user) return
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { sessions: (user.sessions ?? []).filter((session) => session.id !== sid) },
    returning: false,
  })
}

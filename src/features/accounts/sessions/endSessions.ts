import type { Payload, PayloadRequest } from 'payload'

import { recordAudit } from '@/features/accounts/audit/recordAudit'
import { deleteUserSession } from '@/db/sessions'
import { forgetSessionRecords } from '@/features/accounts/sessions/sessionRecords'
import { changeSessionList } from '@/features/accounts/sessions/sessionListLock'

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
  await changeSessionList(payload, req, userId, (lockedReq) =>
    payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: { sessions: [] },
      req: lockedReq,
      returning: false,
    }),
  )
  await forgetSessionRecords(payload, { userId }, req)
  await recordSessionEnd(payload, userId, req, reason)
}

/**
 * Ends one session of a user; false when `sid` is not one of theirs, so a guessed id ends nothing.
 * One delete, holding the account's session-list lock like every other change to the list.
 */
export async function endSession(
  payload: Payload,
  userId: string,
  sid: string,
  req?: Partial<PayloadRequest>,
  reason?: string,
): Promise<boolean> {
  const deleted = await changeSessionList(payload, req, userId, (lockedReq) =>
    deleteUserSession(payload, userId, sid, lockedReq),
  )
  if (!deleted) return false
  await forgetSessionRecords(payload, { userId, sids: [sid] })
  await recordSessionEnd(payload, userId, req, reason)
  return true
}

/** The trail's entry for ended sessions: by whoever made the change that ends them, or the server. */
function recordSessionEnd(
  payload: Payload,
  userId: string,
  req?: Partial<PayloadRequest>,
  reason?: string,
): Promise<void> {
  return recordAudit(
    payload,
    {
      action: 'session-end',
      target: { kind: 'collection', slug: 'users', id: userId },
      ...(reason ? { details: reason } : {}),
    },
    req,
  )
}

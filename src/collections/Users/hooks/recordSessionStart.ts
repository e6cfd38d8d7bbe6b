import type { CollectionAfterLoginHook, CollectionAfterLogoutHook } from 'payload'

import {
  forgetSessionRecords,
  pruneSessionRecords,
  recordSessionStart as recordStart,
  sidOfToken,
} from '@/features/accounts/sessions/sessionRecords'
import type { User } from '@/payload-types'

/**
 * Every sign-in (the admin's and the portal's both go through Payload's login) records what its
 * new session is, for the person's sessions list (README "Sessions"), and drops the records of
 * sessions that have ended or expired since.
 */
export const recordSessionStart: CollectionAfterLoginHook<User> = async ({ req, token, user }) => {
  const sid = sidOfToken(token)
  if (!sid) return
  await recordStart(req.payload, { userId: user.id, sid, headers: req.headers }, req)
  await pruneSessionRecords(req.payload)
}

/** Signing out drops the session's record straight away: its address is kept no longer. */
export const forgetSessionOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  if (req.user && typeof sid === 'string')
    await forgetSessionRecords(req.payload, { userId: req.user.id, sids: [sid] }, req)
}

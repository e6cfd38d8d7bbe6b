import type { CollectionAfterLoginHook } from 'payload'

import type { User } from '@/payload-types'

import { findFactors } from '@/features/accounts/secondFactor/store'

/**
 * Payload clears the failed attempts on a right password; wrong second-factor codes since the
 * last right one are put back, or a thief who knows the password could sign in again after every
 * four guesses and never reach the lockout.
 */
export const keepFailedCodeCount: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  const factors = await findFactors(req.payload, user.id)
  const failed = factors?.failedCodes ?? 0
  if (failed <= 0) return
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { loginAttempts: failed },
    req,
    returning: false,
  })
}

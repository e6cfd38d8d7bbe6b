import type { CollectionAfterErrorHook, CollectionAfterLoginHook, CollectionAfterLogoutHook } from 'payload'
import { AuthenticationError } from 'payload'

import type { User } from '@/payload-types'
import { recordSecurityEvent } from '@/collections/SecurityEvents/recordSecurityEvent'
import { requestMeta } from '@/collections/SecurityEvents/requestMeta'

import { isLoginFailure, recordLoginFailure } from '../loginEvents'

export const recordLogin: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  const { ip, userAgent } = requestMeta(req.headers)
  await recordSecurityEvent(req.payload, { type: 'login', userId: user.id, email: user.email, ip, userAgent }, req)
}

export const recordLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const { ip, userAgent } = requestMeta(req.headers)
  await recordSecurityEvent(
    req.payload,
    { type: 'logout', userId: req.user?.id, email: req.user?.email, ip, userAgent },
    req,
  )
}

/**
 * REST sign-in failures (the admin panel's form, scripts): logged, and a locked account answers
 * exactly like a wrong password, so the response never confirms that an email is registered.
 * The portal signs in through the Local API, which does not run this hook; its action logs the
 * same event itself.
 */
export const hideLoginFailureReason: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isLoginFailure(error)) return
  await recordLoginFailure(req.payload, { email: req.data?.email, headers: req.headers, error })
  return {
    response: { errors: [{ message: new AuthenticationError(req.t).message }] },
    status: 401,
  }
}

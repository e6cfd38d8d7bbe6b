import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
} from 'payload'
import { AuthenticationError } from 'payload'

import type { User } from '@/payload-types'
import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { requestMeta } from '@/lib/clientAddress'
import { recordAudit } from '@/features/accounts/audit/recordAudit'

import { isLoginFailure, recordLoginFailure } from '@/features/accounts/loginEvents'

export const recordLogin: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  const { ip, userAgent } = requestMeta(req.headers)
  await recordSecurityEvent(
    req.payload,
    { type: 'login', userId: user.id, email: user.email, ip, userAgent },
    req,
  )
  await recordAudit(
    req.payload,
    {
      action: 'sign-in',
      actor: { id: user.id, email: user.email },
      target: { kind: 'collection', slug: 'users', id: user.id },
    },
    req,
  )
}

export const recordLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const { ip, userAgent } = requestMeta(req.headers)
  await recordSecurityEvent(
    req.payload,
    { type: 'logout', userId: req.user?.id, email: req.user?.email, ip, userAgent },
    req,
  )
  if (req.user)
    await recordAudit(
      req.payload,
      { action: 'sign-out', target: { kind: 'collection', slug: 'users', id: req.user.id } },
      req,
    )
}

/** A locked account answers like a wrong password over REST; the portal's Local API sign-in logs its own event. */
export const hideLoginFailureReason: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!isLoginFailure(error)) return
  await recordLoginFailure(req.payload, { email: req.data?.email, headers: req.headers, error })
  return {
    response: { errors: [{ message: new AuthenticationError(req.t).message }] },
    status: 401,
  }
}

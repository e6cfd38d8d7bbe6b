import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { requestMeta, resolveClientAddress } from '@/lib/clientAddress'
import { loginRateLimiterFor } from '@/services/rateLimit/signIn'
import { LOGIN_RATE_LIMITED } from '@/validation/messages'

import { loggableEmail } from '@/features/accounts/loginEvents'

/** A Local API call made by our own code outside any request (seed, scripts) has no headers. */
const cameOverHttp = (headers: Headers | undefined): headers is Headers =>
  Boolean(headers) && [...(headers as Headers).keys()].length > 0

/** Runs before Payload looks at the account (portal, REST and GraphQL), so a refused attempt reveals and locks nothing. */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' || !cameOverHttp(req.headers)) return args
  const limiter = loginRateLimiterFor(req.payload)
  let verdict
  try {
    verdict = await limiter.consume(resolveClientAddress(req.headers))
  } catch (err) {
    // The lockout per account still applies; a broken counter must not lock everybody out.
    req.payload.logger.error({ err, msg: 'Login rate limiter unavailable; allowing the attempt' })
    return args
  }
  if (verdict.allowed) return args

  const { ip, userAgent } = requestMeta(req.headers)
  const data: unknown = 'data' in args ? args.data : undefined
  const email = data && typeof data === 'object' && 'email' in data ? data.email : undefined
  await recordSecurityEvent(req.payload, {
    type: 'login-failed',
    email: loggableEmail(email),
    ip,
    userAgent,
    details: 'too many attempts from this address',
  })
  throw new APIError(
    LOGIN_RATE_LIMITED,
    429,
    { retryAfterSeconds: verdict.retryAfterSeconds },
    true,
  )
}

export const giveBackLoginAttempt: CollectionAfterLoginHook = async ({ req }) => {
  if (!cameOverHttp(req.headers)) return
  try {
    await loginRateLimiterFor(req.payload).giveBack(resolveClientAddress(req.headers))
  } catch (err) {
    req.payload.logger.error({ err, msg: 'Could not give back a login attempt' })
  }
}

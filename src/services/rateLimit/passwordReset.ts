import type { Payload } from 'payload'

import { env } from '@/env'
import { PASSWORD_RESET_RATE_LIMIT } from '@/validation/limits'
import { keyedHash } from '@/lib/signing'

import { perPayload } from './memo'
import { limiterFactoryFor } from './store'
import { consumeOne, type RateLimitVerdict } from './verdict'

const limiters = perPayload((payload) => ({
  email: limiterFactoryFor(payload)({
    keyPrefix: 'password-reset-email',
    points: PASSWORD_RESET_RATE_LIMIT.perEmail,
    durationSeconds: PASSWORD_RESET_RATE_LIMIT.windowSeconds,
  }),
  address: limiterFactoryFor(payload)({
    keyPrefix: 'password-reset-address',
    points: PASSWORD_RESET_RATE_LIMIT.perAddress,
    durationSeconds: PASSWORD_RESET_RATE_LIMIT.windowSeconds,
  }),
}))

/**
 * Counts a "Forgot password?" request against the address typed (nobody's inbox is flooded) and
 * against the client address (nobody walks a list of addresses). Counted whether or not the
 * account exists, so the limit itself reveals nothing.
 */
export async function consumePasswordResetRequest(
  payload: Payload,
  email: string,
  address: string | null,
): Promise<RateLimitVerdict> {
  const { email: byEmail, address: byAddress } = limiters(payload)
  const emailVerdict = await consumeOne(() =>
    byEmail.consume(keyedHash('password-reset-email', env.payloadSecret, email)),
  )
  if (!emailVerdict.allowed || !address) return emailVerdict
  return consumeOne(() =>
    byAddress.consume(keyedHash('password-reset-address', env.payloadSecret, address)),
  )
}

import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Payload } from 'payload'

import type { ClientAddress } from '@/lib/clientAddress'
import { env } from '@/env'
import { LOGIN_RATE_LIMIT } from '@/validation/limits'
import { keyedHash } from '@/lib/signing'

import { perPayload } from './memo'
import { limiterFactoryFor } from './store'
import { consumeOne, type RateLimitVerdict } from './verdict'

/** Per-address sign-in limit: a successful attempt gives its point back, so only failures add up. */
export class LoginRateLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly secret: string,
  ) {}

  private key(client: ClientAddress): string {
    return keyedHash('login-address', this.secret, client.address)
  }

  consume(client: ClientAddress): Promise<RateLimitVerdict> {
    return consumeOne(() => this.limiter.consume(this.key(client)))
  }

  async giveBack(client: ClientAddress): Promise<void> {
    await this.limiter.reward(this.key(client))
  }
}

/** LOGIN_FAILURES_PER_ADDRESS overrides the default (an office behind one address, the hostile suite). */
export function loginFailuresPerAddress(value = env.vars().LOGIN_FAILURES_PER_ADDRESS): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : LOGIN_RATE_LIMIT.maxFailures
}

export const loginRateLimiterFor: (payload: Payload) => LoginRateLimiter = perPayload(
  (payload) =>
    new LoginRateLimiter(
      limiterFactoryFor(payload)({
        keyPrefix: 'login-address',
        points: loginFailuresPerAddress(),
        durationSeconds: LOGIN_RATE_LIMIT.windowSeconds,
      }),
      env.payloadSecret,
    ),
)

import { createHmac } from 'node:crypto'

import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { env } from '@/utilities/env'
import { LOGIN_RATE_LIMIT, PORTAL_UPLOAD_RATE_LIMIT } from '@/validation/limits'

import type { ClientAddress } from './clientAddress'
import { postgresLimiterFactory } from './rateLimit'

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Per-address limit on sign-in attempts (and, below, per-client limit on portal uploads), in the same Postgres table as the enquiry limits
 * (src/lib/rateLimit.ts). Each attempt takes a point before the password is checked and a
 * successful one gives it back, so only failures add up. The key is an HMAC of the address.
 *
 * Without a trusted proxy the address comes from a header the client may forge (see
 * clientAddress.ts), so a forger gets fresh counters; Payload's per-account lockout still holds.
 */
export class LoginRateLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly secret: string,
  ) {}

  private key(client: ClientAddress): string {
    return createHmac('sha256', this.secret).update(`login-address\u0000${client.address}`).digest('hex')
  }

  async consume(client: ClientAddress): Promise<LoginVerdict> {
    try {
      await this.limiter.consume(this.key(client))
      return { allowed: true }
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)) }
    }
  }

  async giveBack(client: ClientAddress): Promise<void> {
    await this.limiter.reward(this.key(client))
  }
}

/**
 * Failed sign-ins allowed per address in the window: LOGIN_FAILURES_PER_ADDRESS overrides the
 * default (e.g. for an office behind one address, or the end-to-end run, whose hostile-input
 * suite fails hundreds of sign-ins from one machine on purpose).
 */
export function loginFailuresPerAddress(value = process.env.LOGIN_FAILURES_PER_ADDRESS): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : LOGIN_RATE_LIMIT.maxFailures
}

const limiters = new WeakMap<Payload, LoginRateLimiter>()

const hasPool = (db: unknown): db is { pool: Pool } =>
  typeof db === 'object' && db !== null && 'pool' in db && typeof db.pool === 'object' && db.pool !== null

/** One limiter per Payload instance, on the Postgres pool Payload already holds. */
export function loginRateLimiterFor(payload: Payload): LoginRateLimiter {
  let limiter = limiters.get(payload)
  if (!limiter) {
    if (!hasPool(payload.db)) throw new Error('Rate limits need the Postgres adapter')
    const store = postgresLimiterFactory(payload.db.pool)({
      keyPrefix: 'login-address',
      points: loginFailuresPerAddress(),
      durationSeconds: LOGIN_RATE_LIMIT.windowSeconds,
    })
    limiter = new LoginRateLimiter(store, env.payloadSecret)
    limiters.set(payload, limiter)
  }
  return limiter
}

const uploadLimiters = new WeakMap<Payload, RateLimiterAbstract>()

/**
 * Counts a client's upload attempts (per account, an HMAC of the user id) in the same table.
 * Answers whether this one may go ahead.
 */
export async function consumeUploadAttempt(payload: Payload, userId: string): Promise<LoginVerdict> {
  let limiter = uploadLimiters.get(payload)
  if (!limiter) {
    if (!hasPool(payload.db)) throw new Error('Rate limits need the Postgres adapter')
    limiter = postgresLimiterFactory(payload.db.pool)({
      keyPrefix: 'portal-upload',
      points: PORTAL_UPLOAD_RATE_LIMIT.perHour,
      durationSeconds: 3600,
    })
    uploadLimiters.set(payload, limiter)
  }
  const key = createHmac('sha256', env.payloadSecret).update(`portal-upload\u0000${userId}`).digest('hex')
  try {
    await limiter.consume(key)
    return { allowed: true }
  } catch (reason) {
    if (!(reason instanceof RateLimiterRes)) throw reason
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(reason.msBeforeNext / 1000)) }
  }
}

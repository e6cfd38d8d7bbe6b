import { RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const refusedFor = (msBeforeNext: number): RateLimitVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
})

/** A RateLimiterRes rejection is a verdict; an Error is a store failure and is passed on. */
export const isRefusal = (reason: unknown): reason is RateLimiterRes =>
  reason instanceof RateLimiterRes

/** Takes one point and answers whether the attempt may go ahead. */
export async function consumeOne(consume: () => Promise<unknown>): Promise<RateLimitVerdict> {
  try {
    await consume()
    return { allowed: true }
  } catch (reason) {
    if (!isRefusal(reason)) throw reason
    return refusedFor(reason.msBeforeNext)
  }
}

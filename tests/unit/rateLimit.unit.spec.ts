import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { UNKNOWN_CLIENT, type ClientAddress } from '@/lib/clientAddress'
import { limiterCounters } from '@/services/rateLimit/counters'
import type { LimiterFactory } from '@/services/rateLimit/store'
import {
  addressLimitPerHour,
  SubmissionRateLimiter,
  submissionLimiterSpecs,
} from '@/services/rateLimit/submissions'
import { ADDRESS_RATE_LIMIT } from '@/validation/limits'

// The wrapper's logic on the library's in-memory store, which has the same window semantics as
// the Postgres store the app uses (the integration test covers that one).
const memory: LimiterFactory = ({ keyPrefix, points, durationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds })

const office: ClientAddress = { address: '203.0.113.20', verified: true }
const SECRET = 'unit-test-secret'

const attempt = (limiter: SubmissionRateLimiter, email = 'thandi@example.co.za', client = office) =>
  limiter.consume({ form: 'enquiry', email, client })

describe('submission rate limit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-12-01T08:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('builds a person’s limiters from the limits: 3 per 60 s and 10 per hour', () => {
    const specs = submissionLimiterSpecs()
    expect(specs.person.map((s) => [s.points, s.durationSeconds])).toEqual([
      [3, 60],
      [10, 3600],
    ])
  })

  it('allows 3 attempts in a minute and refuses the 4th with a wait of up to a minute', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    for (let i = 0; i < 3; i += 1) expect(await attempt(limiter)).toEqual({ allowed: true })
    const fourth = await attempt(limiter)
    expect(fourth.allowed).toBe(false)
    if (!fourth.allowed) {
      expect(fourth.retryAfterSeconds).toBeGreaterThan(0)
      expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
  })

  it('lets the person try again once the minute is over', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    for (let i = 0; i < 4; i += 1) await attempt(limiter)
    await vi.advanceTimersByTimeAsync(61_000)
    expect(await attempt(limiter)).toEqual({ allowed: true })
  })

  it('caps an hour at 10 attempts even when they are spread out, then resets after an idle hour', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt(limiter)).toEqual({ allowed: true })
      await vi.advanceTimersByTimeAsync(61_000)
    }
    const eleventh = await attempt(limiter)
    expect(eleventh.allowed).toBe(false)
    if (!eleventh.allowed) expect(eleventh.retryAfterSeconds).toBeGreaterThan(60)

    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(await attempt(limiter)).toEqual({ allowed: true })
  })

  it('keys on email plus address: another email or another address has its own allowance', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    for (let i = 0; i < 3; i += 1) await attempt(limiter)
    expect((await attempt(limiter)).allowed).toBe(false)
    expect((await attempt(limiter, 'THANDI@example.co.za')).allowed).toBe(false)
    expect(await attempt(limiter, 'sipho@example.co.za')).toEqual({ allowed: true })
    expect(
      await attempt(limiter, 'thandi@example.co.za', { address: '198.51.100.1', verified: true }),
    ).toEqual({
      allowed: true,
    })
  })

  it('counts enquiries and callbacks separately per person', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    for (let i = 0; i < 4; i += 1) await attempt(limiter)
    expect(
      await limiter.consume({ form: 'callback', email: 'thandi@example.co.za', client: office }),
    ).toEqual({
      allowed: true,
    })
  })

  it('does not let an unverified (possibly forged) address reset a person’s counter', async () => {
    const limiter = new SubmissionRateLimiter(limiterCounters(memory), SECRET)
    const forged = (n: number): ClientAddress => ({ address: `192.0.2.${n}`, verified: false })
    for (let i = 0; i < 3; i += 1)
      expect(await attempt(limiter, 'thandi@example.co.za', forged(i))).toEqual({ allowed: true })
    expect((await attempt(limiter, 'thandi@example.co.za', forged(99))).allowed).toBe(false)
  })

  it('holds one address to its hourly allowance whatever emails it makes up', async () => {
    const limiter = new SubmissionRateLimiter(
      limiterCounters(memory),
      SECRET,
      submissionLimiterSpecs(5),
    )
    for (let i = 0; i < 5; i += 1)
      expect(await attempt(limiter, `made-up-${i}@example.com`)).toEqual({ allowed: true })
    expect((await attempt(limiter, 'made-up-6@example.com')).allowed).toBe(false)
    expect(
      await attempt(limiter, 'made-up-7@example.com', { address: '198.51.100.2', verified: true }),
    ).toEqual({
      allowed: true,
    })
  })

  it('counts an attempt without an email against its address only, never a counter shared by everyone', async () => {
    const limiter = new SubmissionRateLimiter(
      limiterCounters(memory),
      SECRET,
      submissionLimiterSpecs(6),
    )
    const somewhere = (n: number): ClientAddress => ({
      address: `198.51.100.${n}`,
      verified: false,
    })
    // Emailless attempts from four places: none is refused because of the others.
    for (let i = 0; i < 4; i += 1)
      expect(await attempt(limiter, '  ', somewhere(i))).toEqual({ allowed: true })
    // One address still meets its own hourly allowance.
    for (let i = 0; i < 6; i += 1) await attempt(limiter, '', somewhere(50))
    expect((await attempt(limiter, '', somewhere(50))).allowed).toBe(false)
  })

  it('defaults the per-address allowance to 60 an hour and accepts only a positive integer override', () => {
    expect(ADDRESS_RATE_LIMIT.maxAttempts).toBe(60)
    expect(addressLimitPerHour(undefined)).toBe(60)
    expect(addressLimitPerHour('500')).toBe(500)
    for (const bad of ['0', '-5', 'abc', '1.5', '']) expect(addressLimitPerHour(bad)).toBe(60)
  })

  it('passes store failures on instead of treating them as a verdict', async () => {
    const failing: LimiterFactory = (spec) => {
      const limiter = memory(spec)
      limiter.consume = () => Promise.reject(new Error('store down'))
      return limiter
    }
    const limiter = new SubmissionRateLimiter(limiterCounters(failing), SECRET)
    await expect(attempt(limiter)).rejects.toThrow('store down')
  })

  it('keeps emails and addresses out of the keys it stores', async () => {
    const seen: string[] = []
    const spying: LimiterFactory = (spec) => {
      const limiter = memory(spec)
      const consume = limiter.consume.bind(limiter)
      limiter.consume = (key, points) => {
        seen.push(String(key))
        return consume(key, points)
      }
      return limiter
    }
    await attempt(
      new SubmissionRateLimiter(limiterCounters(spying), SECRET),
      'thandi@example.co.za',
      {
        address: UNKNOWN_CLIENT,
        verified: false,
      },
    )
    expect(seen).toHaveLength(3)
    for (const key of seen) {
      expect(key).toMatch(/^[0-9a-f]{64}$/)
      expect(key).not.toContain('thandi')
    }
  })
})

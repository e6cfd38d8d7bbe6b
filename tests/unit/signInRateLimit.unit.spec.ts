import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'

import type { ClientAddress } from '@/lib/clientAddress'
import { LoginRateLimiter, loginFailuresPerAddress } from '@/services/rateLimit/signIn'
import { LOGIN_RATE_LIMIT } from '@/validation/limits'

const office: ClientAddress = { address: '203.0.113.20', verified: true }
const newLimiter = (points = 3) =>
  new LoginRateLimiter(
    new RateLimiterMemory({ keyPrefix: 'login-address', points, duration: 900 }),
    'unit-test-secret',
  )

describe('sign-in failures per address', () => {
  it('defaults to 10 and accepts only a positive integer override', () => {
    expect(LOGIN_RATE_LIMIT.maxFailures).toBe(10)
    expect(loginFailuresPerAddress(undefined)).toBe(10)
    expect(loginFailuresPerAddress('5000')).toBe(5000)
    for (const bad of ['0', '-1', 'many', '2.5', '']) expect(loginFailuresPerAddress(bad)).toBe(10)
  })

  it('refuses an address past its failures, with a wait, while another address may still try', async () => {
    const limiter = newLimiter()
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume(office)).toEqual({ allowed: true })
    const refused = await limiter.consume(office)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(await limiter.consume({ address: '198.51.100.7', verified: true })).toEqual({
      allowed: true,
    })
  })

  it('counts only failures: a sign-in that succeeds gives its attempt back', async () => {
    const limiter = newLimiter()
    for (let i = 0; i < 10; i += 1) {
      expect(await limiter.consume(office)).toEqual({ allowed: true })
      await limiter.giveBack(office)
    }
  })
})

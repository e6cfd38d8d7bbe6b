import { describe, expect, it } from 'vitest'

import { loginFailuresPerAddress } from '@/lib/portalRateLimit'
import { LOGIN_RATE_LIMIT } from '@/validation/limits'

describe('sign-in failures per address', () => {
  it('defaults to 10 and accepts only a positive integer override', () => {
    expect(LOGIN_RATE_LIMIT.maxFailures).toBe(10)
    expect(loginFailuresPerAddress(undefined)).toBe(10)
    expect(loginFailuresPerAddress('5000')).toBe(5000)
    for (const bad of ['0', '-1', 'many', '2.5', '']) expect(loginFailuresPerAddress(bad)).toBe(10)
  })
})

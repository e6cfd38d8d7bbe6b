import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken, MIN_FILL_MS } from '@/features/leads/intake/formToken'

const SECRET = 'unit-test-secret'
const T0 = Date.UTC(2026, 11, 1, 8, 0, 0)

describe('form token (minimum fill time)', () => {
  it('passes once 3 seconds have gone by since the form was rendered', () => {
    const token = issueFormToken(SECRET, T0)
    expect(MIN_FILL_MS).toBe(3000)
    expect(checkFormToken(token, SECRET, T0 + 2999)).toBe('too-fast')
    expect(checkFormToken(token, SECRET, T0 + 3000)).toBe('ok')
    expect(checkFormToken(token, SECRET, T0 + 7 * 24 * 3600 * 1000)).toBe('ok')
  })

  it('refuses a made-up or altered timestamp', () => {
    const token = issueFormToken(SECRET, T0)
    const [, signature] = token.split('.')
    expect(checkFormToken(`${T0 - 60_000}.${signature}`, SECRET, T0 + 10_000)).toBe('forged')
    expect(checkFormToken(issueFormToken('another-secret', T0), SECRET, T0 + 10_000)).toBe('forged')
    expect(checkFormToken('1700000000000.abc', SECRET, T0)).toBe('forged')
  })

  it('reports a missing token', () => {
    for (const value of [undefined, null, '', 42, {}])
      expect(checkFormToken(value, SECRET, T0)).toBe('missing')
  })
})

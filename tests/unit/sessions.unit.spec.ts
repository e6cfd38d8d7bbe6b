import { describe, expect, it } from 'vitest'

import { deviceLabel, UNKNOWN_DEVICE } from '@/features/accounts/sessions/deviceLabel'
import { createLastUseThrottle } from '@/features/accounts/sessions/lastUseThrottle'
import { sidOfToken } from '@/features/accounts/sessions/sessionRecords'

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0'

describe('a session’s device label', () => {
  it('names the browser and the device or system, and nothing else of the User-Agent', () => {
    expect(deviceLabel(WINDOWS_CHROME)).toBe('Chrome on Windows')
    expect(deviceLabel(IPHONE_SAFARI)).toBe('Safari on iPhone')
    expect(deviceLabel(LINUX_FIREFOX)).toBe('Firefox on Linux')
  })

  it('says "Unknown device" for no User-Agent or one it cannot read, and stays short', () => {
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE)
    expect(deviceLabel('   ')).toBe(UNKNOWN_DEVICE)
    expect(deviceLabel('curl/8.0')).toBe(UNKNOWN_DEVICE)
    expect(deviceLabel(`Mozilla/5.0 ${'x'.repeat(5000)}`).length).toBeLessThanOrEqual(60)
  })
})

describe('the last-use throttle', () => {
  const MINUTE = 60_000

  it('lets one write per session through per interval', () => {
    const throttle = createLastUseThrottle(5 * MINUTE)
    expect(throttle.shouldWrite('a', 0)).toBe(true)
    expect(throttle.shouldWrite('a', 4 * MINUTE)).toBe(false)
    expect(throttle.shouldWrite('b', 4 * MINUTE)).toBe(true)
    expect(throttle.shouldWrite('a', 5 * MINUTE)).toBe(true)
  })

  it('counts a sign-in as the interval’s write, and forgets an ended session', () => {
    const throttle = createLastUseThrottle(5 * MINUTE)
    throttle.noteWrite('a', 0)
    expect(throttle.shouldWrite('a', MINUTE)).toBe(false)
    throttle.forget('a')
    expect(throttle.shouldWrite('a', MINUTE)).toBe(true)
  })

  it('stays bounded under a flood of sessions', () => {
    const throttle = createLastUseThrottle(5 * MINUTE, 3)
    for (const sid of ['a', 'b', 'c']) throttle.shouldWrite(sid, 0)
    // Full of fresh entries: it starts again rather than growing, so 'a' may write again.
    expect(throttle.shouldWrite('d', MINUTE)).toBe(true)
    expect(throttle.shouldWrite('a', MINUTE)).toBe(true)
  })
})

describe('the session id of a token', () => {
  const token = (claims: object) =>
    `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

  it('reads `sid` from the claims, and nothing from a malformed token', () => {
    expect(sidOfToken(token({ id: 'u', sid: 'abc' }))).toBe('abc')
    expect(sidOfToken(token({ id: 'u' }))).toBeNull()
    expect(sidOfToken('not-a-token')).toBeNull()
    expect(sidOfToken('a.!!!.c')).toBeNull()
    expect(sidOfToken(undefined)).toBeNull()
  })
})

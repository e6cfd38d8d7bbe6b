import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const cache = vi.hoisted(() => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }))
vi.mock('next/cache', () => cache)

import { hashClientAddress } from '@/lib/clientAddress'
import { checkManageToken, issueManageToken } from '@/features/leads/desk/manageToken'
import { checkFormToken } from '@/features/leads/intake/formToken'
import { revalidateEndpoint, signedRevalidateRequest } from '@/services/revalidationRelay'
import { readShareCard, shareCardPath } from '@/lib/shareCard'
import { keyedHash, safeEqual, sign, verify } from '@/lib/signing'

const SECRET = 'unit-test-secret'
const T0 = new Date('2026-12-01T08:00:00Z')
const LATER = new Date('2026-12-07T07:00:00Z')
const CALLBACK_ID = '3f0c9a57-2d1e-4c1b-9a43-7c1c2b7d9e10'

// Issued by the code this module replaced (2026-11-26), with SECRET: what is in inboxes and posts.
const ISSUED = {
  manage: `${CALLBACK_ID}.1796626800000.Lt0qySuucZ-rU5fQfQYBX0EGHx9XojN0A_ZZD8a6XJY`,
  form: '1796112000000.f7fb58c5d24c782e1a7d1e2be914d7e521ee9c8d8cc08868e1c14039418f5241',
  shareCard: 'WyJXZWIgZGVzaWduIiwiS2F5YSBEaWdpdGFsIl0.9gdHeaPuqQEoLiGtieIqMc.png',
  addressHash: '649e75c5bfeb42eb1f9d945efec30a34d3dfee4167ba232ac752c9eb8efb56cd',
}

/** Every way of cutting a token short: each prefix, and each dot-separated part dropped. */
const truncations = (token: string): string[] => {
  const parts = token.split('.')
  return [
    ...Array.from({ length: token.length }, (_, i) => token.slice(0, i)),
    ...parts.map((_, i) => parts.filter((__, j) => j !== i).join('.')),
  ]
}

describe('links issued before the signing module', () => {
  it('a manage link in an email still opens its booking, and new links look the same', () => {
    expect(checkManageToken(ISSUED.manage, SECRET, T0)).toEqual({
      ok: true,
      callbackId: CALLBACK_ID,
      slot: LATER,
    })
    expect(issueManageToken(CALLBACK_ID, LATER, SECRET)).toBe(ISSUED.manage)
  })

  it('a share-card URL already posted still renders its card, under no other text', () => {
    expect(readShareCard(ISSUED.shareCard, SECRET)).toEqual({
      title: 'Web design',
      brand: 'Kaya Digital',
    })
    const [text, mac] = ISSUED.shareCard.split('.') as [string, string]
    const otherText = Buffer.from('["Free money","Kaya Digital"]').toString('base64url')
    expect(readShareCard(`${otherText}.${mac}.png`, SECRET)).toBeNull()
    expect(readShareCard(ISSUED.shareCard, `${SECRET}x`)).toBeNull()
    expect(readShareCard(`${text}.${mac.slice(0, 21)}.png`, SECRET)).toBeNull()
    expect(shareCardPath({ title: 'Web design', brand: 'Kaya Digital' }, SECRET)).not.toContain(mac)
  })

  it('a form token from a page loaded before the deploy still counts its fill time', () => {
    expect(checkFormToken(ISSUED.form, SECRET, T0.getTime() + 1_000)).toBe('too-fast')
    expect(checkFormToken(ISSUED.form, SECRET, T0.getTime() + 10_000)).toBe('ok')
    const earlier = ISSUED.form.replace('1796112000000', '1796111000000')
    expect(checkFormToken(earlier, SECRET, T0.getTime() + 10_000)).toBe('forged')
  })

  it('the hashed client address staff match submissions by is unchanged', () => {
    expect(hashClientAddress('203.0.113.9', SECRET)).toBe(ISSUED.addressHash)
  })
})

describe('signed tokens', () => {
  const manage = sign('callback-manage', CALLBACK_ID, { secret: SECRET, expiresAt: LATER })
  const form = sign('form-token', String(T0.getTime()), { secret: SECRET })

  it('give back what was signed, with its expiry', () => {
    expect(verify('callback-manage', manage, { secret: SECRET, now: T0 })).toEqual({
      ok: true,
      payload: CALLBACK_ID,
      expiresAt: LATER,
    })
    expect(verify('form-token', form, { secret: SECRET })).toEqual({
      ok: true,
      payload: String(T0.getTime()),
      expiresAt: null,
    })
  })

  it('refuse a token made for another purpose', () => {
    const asShareCard = sign('share-card', String(T0.getTime()), { secret: SECRET })
    expect(verify('form-token', asShareCard, { secret: SECRET })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verify('share-card', form, { secret: SECRET }).ok).toBe(false)
    expect(verify('form-token', manage, { secret: SECRET }).ok).toBe(false)
    expect(checkFormToken(manage, SECRET, LATER.getTime())).toBe('forged')
  })

  it('refuse a changed payload, expiry or signature, and another secret', () => {
    const [id, expiry, mac] = manage.split('.') as [string, string, string]
    const check = (token: string, secret = SECRET) =>
      verify('callback-manage', token, { secret, now: T0 })
    const invalid = { ok: false, reason: 'invalid' }
    expect(check(`${id.replace('3f0c', '3f0d')}.${expiry}.${mac}`)).toEqual(invalid)
    expect(check(`${id}.${Number(expiry) + 86_400_000}.${mac}`)).toEqual(invalid)
    expect(check(`${id}.0${expiry}.${mac}`)).toEqual(invalid)
    expect(check(manage, `${SECRET}x`)).toEqual(invalid)
    // The last base64url character of a 32-byte MAC has 2 spare bits: another spelling is refused too.
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')
      if (!mac.endsWith(last))
        expect(check(`${id}.${expiry}.${mac.slice(0, -1)}${last}`)).toEqual(invalid)
  })

  it('refuse a truncated token', () => {
    for (const cut of truncations(manage))
      expect(verify('callback-manage', cut, { secret: SECRET, now: T0 }).ok).toBe(false)
    for (const cut of truncations(form))
      expect(verify('form-token', cut, { secret: SECRET }).ok).toBe(false)
  })

  it('report an expired one as expired once its time has come, not before', () => {
    const justBefore = new Date(LATER.getTime() - 1)
    expect(verify('callback-manage', manage, { secret: SECRET, now: justBefore }).ok).toBe(true)
    expect(verify('callback-manage', manage, { secret: SECRET, now: LATER })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuse what is not a token at all', () => {
    for (const value of [undefined, null, 42, {}, '', '.', '..', `${form}.`, `.${form}`])
      expect(verify('form-token', value, { secret: SECRET }).ok).toBe(false)
    const long = sign('share-card', 'A'.repeat(5000), { secret: SECRET })
    expect(verify('share-card', long, { secret: SECRET }).ok).toBe(false)
  })

  it('will not sign a payload that could be read back as another', () => {
    expect(() => sign('form-token', '1.2', { secret: SECRET })).toThrow()
    expect(() => sign('share-card', 'a:b', { secret: SECRET })).toThrow()
    expect(() =>
      sign('callback-manage', CALLBACK_ID, { secret: SECRET, expiresAt: new Date(NaN) }),
    ).toThrow()
  })
})

describe('the revalidation relay', () => {
  const targets = { tags: ['services'], paths: ['/services'], layouts: [] }
  const { body, headers } = signedRevalidateRequest(targets, { now: T0.getTime() })
  const status = async (receivedAt: number, sentBody = body) => {
    vi.setSystemTime(receivedAt)
    const req = {
      headers: new Headers(headers),
      text: () => Promise.resolve(sentBody),
      payload: { logger: { debug: vi.fn(), error: vi.fn() } },
    }
    return (await revalidateEndpoint.handler(req as unknown as PayloadRequest)).status
  }

  beforeEach(() => {
    vi.useFakeTimers()
    vi.clearAllMocks()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('revalidates for the signed body within a minute of sending', async () => {
    expect(await status(T0.getTime() + 59_000)).toBe(204)
    expect(cache.revalidateTag).toHaveBeenCalledWith('services', { expire: 0 })
  })

  it('refuses another body, a request a minute old, and a sender clock far ahead', async () => {
    expect(await status(T0.getTime(), body.replace('/services', '/'))).toBe(401)
    expect(await status(T0.getTime() + 60_000)).toBe(401)
    expect(await status(T0.getTime() - 30_000)).toBe(204)
    expect(await status(T0.getTime() - 61_000)).toBe(401)
    expect(cache.revalidatePath).not.toHaveBeenCalledWith('/')
  })
})

describe('keyed hashes', () => {
  it('differ by purpose and by where the parts split', () => {
    const spam = keyedHash('spam', SECRET, '203.0.113.9')
    expect(spam).not.toBe(keyedHash('address', SECRET, '203.0.113.9'))
    expect(spam).not.toBe(keyedHash('spam', `${SECRET}x`, '203.0.113.9'))
    expect(keyedHash('person', SECRET, 'ab', 'c')).not.toBe(keyedHash('person', SECRET, 'a', 'bc'))
  })
})

describe('safeEqual', () => {
  it('is true only for the same text, and does not throw on different lengths', () => {
    expect(safeEqual('0123abcd', '0123abcd')).toBe(true)
    expect(safeEqual('0123abce', '0123abcd')).toBe(false)
    expect(safeEqual('0123abc', '0123abcd')).toBe(false)
    expect(safeEqual('', '0123abcd')).toBe(false)
  })
})

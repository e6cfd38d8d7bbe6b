import { describe, expect, it } from 'vitest'

import {
  clientAddress,
  hashClientAddress,
  resolveClientAddress,
  UNKNOWN_CLIENT,
} from '@/lib/clientAddress'

const headers = (values: Record<string, string>) => new Headers(values)

describe('client address', () => {
  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    const trusted = { trustProxy: true }

    it('takes the rightmost X-Forwarded-For entry, the one our proxy appended', () => {
      const result = resolveClientAddress(
        headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }),
        trusted,
      )
      expect(result).toEqual({ address: '203.0.113.9', verified: true })
    })

    it('ignores whatever the client put to the left of it', () => {
      const spoofed = resolveClientAddress(
        headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.4' }),
        trusted,
      )
      expect(spoofed.address).toBe('198.51.100.4')
    })

    it('falls back to X-Real-IP only when X-Forwarded-For is absent', () => {
      expect(resolveClientAddress(headers({ 'x-real-ip': '198.51.100.5' }), trusted).address).toBe(
        '198.51.100.5',
      )
      expect(
        resolveClientAddress(
          headers({ 'x-real-ip': '198.51.100.5', 'x-forwarded-for': '198.51.100.6' }),
          trusted,
        ).address,
      ).toBe('198.51.100.6')
    })

    it('normalises ports, brackets, IPv4-mapped IPv6 and case', () => {
      expect(
        resolveClientAddress(headers({ 'x-forwarded-for': '203.0.113.7:51234' }), trusted).address,
      ).toBe('203.0.113.7')
      expect(
        resolveClientAddress(headers({ 'x-forwarded-for': '[2001:DB8::1]:443' }), trusted).address,
      ).toBe('2001:db8::1')
      expect(
        resolveClientAddress(headers({ 'x-forwarded-for': '::ffff:203.0.113.8' }), trusted).address,
      ).toBe('203.0.113.8')
    })

    it('treats garbage as an unknown client, never as an address', () => {
      for (const value of [
        '',
        'unknown',
        '<script>',
        '999.1.1.1',
        '1.2.3.4, nonsense',
        '1.2.3.4\r\nX-Evil: 1',
      ]) {
        expect(
          resolveClientAddress(
            headers({ 'x-forwarded-for': value.replace(/\r\n/g, ' ') }),
            trusted,
          ),
        ).toEqual({
          address: UNKNOWN_CLIENT,
          verified: false,
        })
      }
    })
  })

  describe('directly exposed (no trusted proxy)', () => {
    const direct = { trustProxy: false }

    it('uses the address Next filled in from the socket, but never calls it verified', () => {
      expect(resolveClientAddress(headers({ 'x-forwarded-for': '::1' }), direct)).toEqual({
        address: '::1',
        verified: false,
      })
    })

    it('does not fall back to X-Real-IP, which only a proxy would set', () => {
      expect(resolveClientAddress(headers({ 'x-real-ip': '198.51.100.5' }), direct)).toEqual({
        address: UNKNOWN_CLIENT,
        verified: false,
      })
    })
  })

  it('gives logs null rather than a placeholder', () => {
    expect(clientAddress(headers({}))).toBeNull()
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.1' }))).toBe('203.0.113.1')
  })

  it('stores a keyed hash: stable, not the address, different under another secret', () => {
    const hash = hashClientAddress('203.0.113.9', 'secret-one')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).toBe(hashClientAddress('203.0.113.9', 'secret-one'))
    expect(hash).not.toContain('203')
    expect(hash).not.toBe(hashClientAddress('203.0.113.9', 'secret-two'))
    expect(hash).not.toBe(hashClientAddress('203.0.113.10', 'secret-one'))
  })
})

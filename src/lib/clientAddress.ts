import { isIP } from 'node:net'

import { keyedHash } from '@/lib/signing'

import { env } from '@/env'

/**
 * The client's address from headers: the rightmost X-Forwarded-For entry, `verified` only behind a
 * trusted proxy (TRUST_PROXY=true). See docs/decisions.md#client-address.
 */
export const UNKNOWN_CLIENT = 'unknown-client'

export interface ClientAddress {
  readonly address: string
  /** True only when a trusted proxy vouches for the address. */
  readonly verified: boolean
}

interface HeaderSource {
  get(name: string): string | null
}

const normalise = (raw: string | undefined): string | null => {
  if (!raw) return null
  let value = raw.trim()
  // '[2001:db8::1]:443' and '203.0.113.7:51234' are how some proxies write an address with its port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1]
  if (bracketed) value = bracketed
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value))
    value = value.slice(0, value.lastIndexOf(':'))
  // Node reports IPv4 clients on a dual-stack socket as '::ffff:203.0.113.7'.
  if (/^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(value)) value = value.slice(7)
  return isIP(value) ? value.toLowerCase() : null
}

const rightmostForwarded = (headers: HeaderSource): string | null => {
  const forwarded = headers.get('x-forwarded-for')
  if (!forwarded) return null
  const entries = forwarded.split(',')
  return normalise(entries[entries.length - 1])
}

export function resolveClientAddress(
  headers: HeaderSource,
  { trustProxy = env.trustProxy }: { trustProxy?: boolean } = {},
): ClientAddress {
  if (trustProxy) {
    const address =
      headers.get('x-forwarded-for') !== null
        ? rightmostForwarded(headers)
        : normalise(headers.get('x-real-ip') ?? undefined)
    return address ? { address, verified: true } : { address: UNKNOWN_CLIENT, verified: false }
  }
  return { address: rightmostForwarded(headers) ?? UNKNOWN_CLIENT, verified: false }
}

export function clientAddress(headers: HeaderSource): string | null {
  const { address } = resolveClientAddress(headers)
  return address === UNKNOWN_CLIENT ? null : address
}

/** An HMAC, so staff can match submissions from one place without storing anyone's IP address. */
export function hashClientAddress(address: string, secret: string): string {
  return keyedHash('client-address', secret, address)
}

export type RequestMeta = { ip: string | null; userAgent: string | null }

/** Who sent a request, as far as the log can tell: the address and the user agent. */
export function requestMeta(headers: Headers | undefined | null): RequestMeta {
  if (!headers) return { ip: null, userAgent: null }
  return { ip: clientAddress(headers), userAgent: headers.get('user-agent') }
}

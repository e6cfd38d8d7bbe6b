import { createHmac } from 'node:crypto'
import { isIP } from 'node:net'

/**
 * Who is the client? Route handlers and server actions never see the socket, only headers, so the
 * answer depends on how the app is deployed:
 *
 * - Behind our own reverse proxy (TRUST_PROXY=true): the proxy appends the address it saw to
 *   X-Forwarded-For, so the RIGHTMOST entry is the one we trust; anything to its left was sent by
 *   the client and may be made up. X-Real-IP is used only when X-Forwarded-For is absent.
 * - Directly exposed `next start` (TRUST_PROXY unset): Next's base server fills X-Forwarded-For
 *   from the socket with `??=` (next/dist/server/base-server.js), i.e. only when the request did not
 *   bring its own. So the header is the real socket address for an honest client but a free choice
 *   for a hostile one, and the two cannot be told apart. The address is still returned, marked
 *   `verified: false`: the per-address flood limit uses it (it stops every bot that does not forge
 *   headers, and a forger gains nothing the rate limit was protecting), while the per-person limit
 *   leaves it out of its key so that forging cannot reset a person's counter (see rateLimit/submissions.ts).
 *
 * Anything that is not a syntactically valid IP address becomes UNKNOWN_CLIENT.
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
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
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
  { trustProxy = process.env.TRUST_PROXY === 'true' }: { trustProxy?: boolean } = {},
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

/** The client's address for logs, or null when there is none worth recording. */
export function clientAddress(headers: HeaderSource): string | null {
  const { address } = resolveClientAddress(headers)
  return address === UNKNOWN_CLIENT ? null : address
}

/**
 * What is stored with a submission: an HMAC of the address, so staff can tell that two
 * submissions came from the same place without the database holding anyone's IP address.
 */
export function hashClientAddress(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('hex')
}

import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Every signed token and keyed hash in the site (docs/decisions.md#signed-tokens): HMAC-SHA256 with
 * the app's secret over `<purpose>:<payload>[:<expiry ms>]`, so a token made for one purpose never
 * passes for another, written in base64url and compared with crypto.timingSafeEqual.
 */
const PURPOSES = {
  /** The forms' minimum fill time: when the page was rendered. */
  'form-token': { kind: 'token', expires: false, detached: false },
  /** A visitor's manage link: the callback id, until the slot starts. */
  'callback-manage': { kind: 'token', expires: true, detached: false },
  /** A share card's text (base64url JSON), public for good. */
  'share-card': { kind: 'token', expires: false, detached: false },
  /** A job's revalidation request: the body travels beside the token. */
  revalidate: { kind: 'token', expires: true, detached: true },
  'client-address': { kind: 'hash' },
  'login-address': { kind: 'hash' },
  'password-reset-email': { kind: 'hash' },
  'password-reset-address': { kind: 'hash' },
  spam: { kind: 'hash' },
  person: { kind: 'hash' },
  address: { kind: 'hash' },
  'portal-upload': { kind: 'hash' },
  'portal-invitation': { kind: 'hash' },
  /** A visitor of the day, keyed with that day's salt (src/db/visits.ts), never the app's secret. */
  visitor: { kind: 'hash' },
  'visit-address': { kind: 'hash' },
} as const

type Purposes = typeof PURPOSES
type PurposeWhere<Shape> = {
  [P in keyof Purposes]: Purposes[P] extends Shape ? P : never
}[keyof Purposes]

export type TokenPurpose = PurposeWhere<{ kind: 'token' }>
export type HashPurpose = PurposeWhere<{ kind: 'hash' }>
type ExpiringPurpose = PurposeWhere<{ expires: true }>
type DetachedPurpose = PurposeWhere<{ detached: true }>

export type SignOptions<P extends TokenPurpose> = {
  readonly secret: string
} & (P extends ExpiringPurpose ? { readonly expiresAt: Date } : { readonly expiresAt?: never })

export type VerifyOptions<P extends TokenPurpose> = {
  readonly secret: string
  readonly now?: Date
  /** Refuse an expiry further ahead than this: a clock running fast cannot stretch a short-lived token. */
  readonly maxLifetimeMs?: number
} & (P extends DetachedPurpose
  ? { /** What the token was signed over, sent beside it. */ readonly payload: string }
  : { readonly payload?: never })

export type Verified<P extends TokenPurpose = TokenPurpose> =
  | { ok: true; payload: string; expiresAt: P extends ExpiringPurpose ? Date : null }
  | { ok: false; reason: 'invalid' | 'expired' }

type AnyVerified = { ok: true; payload: string; expiresAt: Date | null } | Verified

const SEGMENT = /^[A-Za-z0-9_-]+$/
const EXPIRY = /^\d{1,15}$/
/** Above any token the site issues (a share card's text is the longest); a longer one is not ours. */
const MAX_TOKEN_LENGTH = 4096
const INVALID = { ok: false, reason: 'invalid' } as const
const EXPIRED = { ok: false, reason: 'expired' } as const

const hmac = (secret: string, message: string): Buffer =>
  createHmac('sha256', secret).update(message).digest()

const tokenMac = (secret: string, purpose: TokenPurpose, payload: string, expiry?: string) =>
  hmac(secret, [purpose, payload, ...(expiry === undefined ? [] : [expiry])].join(':')).toString(
    'base64url',
  )

/** Equal text, in time that does not depend on where the two differ (only their lengths may show). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8')
  const b = Buffer.from(expected, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * A keyed hash (hex) for matching and counting without storing what was hashed: the message is
 * `<purpose>:<parts joined by NUL>`, so no two purposes or part lists share one.
 */
export function keyedHash(purpose: HashPurpose, secret: string, ...parts: string[]): string {
  return hmac(secret, `${purpose}:${parts.join('\u0000')}`).toString('hex')
}

/**
 * `<payload>.<expiry ms>.<mac>`; the payload (base64url text) is left out for a detached purpose,
 * the expiry for one that never expires.
 */
export function sign<P extends TokenPurpose>(
  purpose: P,
  payload: string,
  options: SignOptions<P>,
): string
export function sign(
  purpose: TokenPurpose,
  payload: string,
  { secret, expiresAt }: { secret: string; expiresAt?: Date },
): string {
  const policy = PURPOSES[purpose]
  if (!policy.detached && !SEGMENT.test(payload))
    throw new Error(`A ${purpose} token's payload must be base64url text`)
  const expiry = policy.expires ? String(expiresAt?.getTime()) : undefined
  if (expiry !== undefined && !EXPIRY.test(expiry))
    throw new Error(`A ${purpose} token needs a valid expiry`)
  return [
    ...(policy.detached ? [] : [payload]),
    ...(expiry === undefined ? [] : [expiry]),
    tokenMac(secret, purpose, payload, expiry),
  ].join('.')
}

/** The signed payload, or why not: a wrong purpose, secret or edit is `invalid`; an old one `expired`. */
export function verify<P extends TokenPurpose>(
  purpose: P,
  token: unknown,
  options: VerifyOptions<P>,
): Verified<P>
export function verify(
  purpose: TokenPurpose,
  token: unknown,
  options: { secret: string; now?: Date; maxLifetimeMs?: number; payload?: string },
): AnyVerified {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return INVALID
  return LEGACY_FORMATS[purpose]?.(token, options.secret) ?? verifyCurrent(purpose, token, options)
}

function verifyCurrent(
  purpose: TokenPurpose,
  token: string,
  {
    secret,
    now = new Date(),
    maxLifetimeMs,
    payload: detachedPayload,
  }: { secret: string; now?: Date; maxLifetimeMs?: number; payload?: string },
): AnyVerified {
  const policy = PURPOSES[purpose]
  const segments = token.split('.')
  const mac = segments.pop()
  const payload = policy.detached ? detachedPayload : segments.shift()
  const expiry = policy.expires ? segments.shift() : undefined
  if (mac === undefined || payload === undefined || segments.length > 0) return INVALID
  if (!policy.detached && !SEGMENT.test(payload)) return INVALID
  if (policy.expires && !EXPIRY.test(expiry ?? '')) return INVALID
  if (!safeEqual(mac, tokenMac(secret, purpose, payload, expiry))) return INVALID
  if (expiry === undefined) return { ok: true, payload, expiresAt: null }
  const expiresAt = new Date(Number(expiry))
  if (now >= expiresAt) return EXPIRED
  if (maxLifetimeMs !== undefined && expiresAt.getTime() - now.getTime() > maxLifetimeMs)
    return INVALID
  return { ok: true, payload, expiresAt }
}

/**
 * Formats issued before this module (2026-11-26) that are still out there; each returns null for a
 * token not in its shape. Delete each one after its date (docs/decisions.md#signed-tokens).
 */
const LEGACY_FORMATS: Partial<
  Record<TokenPurpose, (token: string, secret: string) => AnyVerified | null>
> = {
  // `<ms>.<the same MAC in hex>`, in pages loaded before the deploy. Remove after 2027-01-31.
  'form-token': (token, secret) => {
    const [, issuedAt, hex] = /^(\d{13})\.([0-9a-f]{64})$/.exec(token) ?? []
    if (!issuedAt || !hex) return null
    const current = `${issuedAt}.${Buffer.from(hex, 'hex').toString('base64url')}`
    return verifyCurrent('form-token', current, { secret })
  },
  // `<text>.<22 characters of an untagged MAC>`, in share-card URLs posted publicly. Remove after 2027-11-30.
  'share-card': (token, secret) => {
    const [, text, mac] = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/.exec(token) ?? []
    if (!text || !mac) return null
    const expected = hmac(secret, text).toString('base64url').slice(0, 22)
    return safeEqual(mac, expected) ? { ok: true, payload: text, expiresAt: null } : INVALID
  },
}

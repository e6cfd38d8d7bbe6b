import { createHmac, timingSafeEqual } from 'node:crypto'

import { MIN_FILL_MS } from './formTokenRules'

export { MIN_FILL_MS }

/*
 * The minimum fill time. The page hands each form a token holding the time it was rendered,
 * signed with the app's secret so a bot cannot simply claim it started long ago. API clients get
 * a token from GET /forms/token.
 */

const TOKEN_PATTERN = /^(\d{13})\.([0-9a-f]{64})$/

const sign = (issuedAt: string, secret: string): string =>
  createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest('hex')

export function issueFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${sign(issuedAt, secret)}`
}

export type FormTokenCheck = 'ok' | 'missing' | 'forged' | 'too-fast'

export function checkFormToken(
  token: unknown,
  secret: string,
  now: number = Date.now(),
): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing'
  const [, issuedAt, signature] = TOKEN_PATTERN.exec(token) ?? []
  if (!issuedAt || !signature) return 'forged'
  const expected = Buffer.from(sign(issuedAt, secret), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'forged'
  return now - Number(issuedAt) >= MIN_FILL_MS ? 'ok' : 'too-fast'
}

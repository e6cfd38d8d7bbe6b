import { sign, verify } from '@/lib/signing'

import { MIN_FILL_MS } from './formTokenRules'

export { MIN_FILL_MS }

/*
 * The minimum fill time. The page hands each form a token holding the time it was rendered,
 * signed with the app's secret so a bot cannot simply claim it started long ago. API clients get
 * a token from GET /forms/token.
 */

export function issueFormToken(secret: string, now: number = Date.now()): string {
  return sign('form-token', String(now), { secret })
}

export type FormTokenCheck = 'ok' | 'missing' | 'forged' | 'too-fast'

export function checkFormToken(
  token: unknown,
  secret: string,
  now: number = Date.now(),
): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing'
  const verified = verify('form-token', token, { secret })
  if (!verified.ok) return 'forged'
  return now - Number(verified.payload) >= MIN_FILL_MS ? 'ok' : 'too-fast'
}

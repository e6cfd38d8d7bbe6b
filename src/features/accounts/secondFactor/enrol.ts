import type { Payload } from 'payload'
import QRCode from 'qrcode'

import type { User } from '@/payload-types'

import { generateRecoveryCodes } from './recoveryCodes'
import { open, seal } from './secretBox'
import {
  claimRevision,
  clearFailures,
  auditFactorEvent,
  countFailedCode,
  findFactors,
  isEnrolled,
  isLocked,
  sessionAccount,
  withVerifiedSession,
  writeFactors,
} from './store'
import { matchTotp, newTotpSecret, totpUri } from './totp'

export interface TotpEnrolment {
  secret: string
  uri: string
  /** An SVG of the otpauth URI, for an authenticator app's camera. */
  qrSvg: string
}

/** The secret waiting for its first code; kept across reloads so a code from an app scanned earlier still fits. */
export async function startTotpEnrolment(
  payload: Payload,
  user: Pick<User, 'id' | 'email'>,
  issuer?: string,
): Promise<TotpEnrolment | null> {
  let factors = await findFactors(payload, user.id)
  if (isEnrolled(factors)) return null
  let secret = factors?.totpPendingSecret ? open(factors.totpPendingSecret, payload.secret) : null
  if (!secret) {
    secret = newTotpSecret()
    const sealed = seal(secret, payload.secret)
    if (factors) await writeFactors(payload, factors.id, { totpPendingSecret: sealed })
    else
      factors = await payload.create({
        collection: 'second-factors',
        data: { user: user.id, totpPendingSecret: sealed },
        // Trusted server write: the collection is closed to everyone through the API.
        overrideAccess: true,
      })
  }
  const uri = totpUri(secret, user.email, issuer)
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) }
}

export type EnrolmentResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: 'wrong' | 'locked' | 'no-session' | 'enrolled' }

/** The first right code turns the factor on, hands out the recovery codes once, and counts as this session's check. */
export async function confirmTotpEnrolment(
  payload: Payload,
  userId: string,
  sid: string,
  code: string,
): Promise<EnrolmentResult> {
  const found = await sessionAccount(payload, userId, sid)
  if (!found) return { ok: false, reason: 'no-session' }
  const { account, factors } = found
  if (isLocked(account)) return { ok: false, reason: 'locked' }
  if (!factors || isEnrolled(factors)) return { ok: false, reason: 'enrolled' }
  if (!factors.totpPendingSecret) return { ok: false, reason: 'wrong' }

  const step = await matchTotp(open(factors.totpPendingSecret, payload.secret), code, null)
  if (step === null || !(await claimRevision(payload, factors))) {
    const locked = await countFailedCode(payload, account, factors)
    return { ok: false, reason: locked ? 'locked' : 'wrong' }
  }
  const { codes, stored } = generateRecoveryCodes()
  await writeFactors(payload, factors.id, {
    totpSecret: factors.totpPendingSecret,
    totpPendingSecret: null,
    totpEnabledAt: new Date().toISOString(),
    totpLastStep: step,
    recoveryCodes: stored,
    verifiedSessions: withVerifiedSession(factors, account, sid),
    failedCodes: 0,
  })
  await clearFailures(payload, userId)
  await auditFactorEvent(payload, userId, 'factor-enrolled', 'Authenticator app')
  return { ok: true, recoveryCodes: codes }
}

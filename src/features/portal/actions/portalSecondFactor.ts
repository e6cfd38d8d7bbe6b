'use server'

import { APIError } from 'payload'

import { hasPortalRole } from '@/access/roles'
import { getPasswordSession, type PasswordSession } from '@/features/accounts/data/secondFactor'
import { invalidInput, type ActionResult } from '@/lib/actionResult'
import { confirmPassword } from '@/features/portal/auth/passwords'
import { confirmTotpEnrolment, startTotpEnrolment } from '@/features/accounts/secondFactor/enrol'
import { checkSecondFactor } from '@/features/accounts/secondFactor/store'
import { PORTAL_TOTP_ISSUER } from '@/features/accounts/secondFactor/totp'
import { turnOffTotp } from '@/features/accounts/secondFactor/turnOff'
import * as messages from '@/validation/messages'
import { secondFactorCodeSchema, turnOffSecondFactorSchema } from '@/validation/secondFactor'

type Refusal = 'wrong' | 'locked' | 'no-session' | 'enrolled'

const refusal = (reason: Refusal): { ok: false; message: string } => ({
  ok: false,
  message:
    reason === 'locked'
      ? messages.SECOND_FACTOR_LOCKED
      : reason === 'no-session'
        ? messages.SECOND_FACTOR_SESSION_GONE
        : reason === 'enrolled'
          ? messages.TWO_STEP_ALREADY_ON
          : messages.SECOND_FACTOR_WRONG_CODE,
})

/** A portal client whose session has passed every check: only they may change their own factor. */
async function signedInClient(): Promise<PasswordSession | null> {
  const session = await getPasswordSession()
  if (!session || session.standing !== 'passed' || !hasPortalRole(session.user)) return null
  return session
}

/** The portal's second step: the right code (or an unused recovery code) opens this session only. */
export async function verifyPortalSecondFactorAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = secondFactorCodeSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error, messages.SECOND_FACTOR_CODE_REQUIRED)
  const session = await getPasswordSession()
  if (!session) return refusal('no-session')
  if (session.standing === 'passed') return { ok: true, data: null }
  const result = await checkSecondFactor(
    session.payload,
    session.user.id,
    session.sid,
    parsed.data.code,
  )
  return result.ok ? { ok: true, data: null } : refusal(result.reason)
}

/** "Turn on": a secret for the app (kept until confirmed, so a reload shows the same one). */
export async function startTwoStepAction(): Promise<
  ActionResult<{ secret: string; qrSvg: string }>
> {
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const enrolment = await startTotpEnrolment(session.payload, session.user, PORTAL_TOTP_ISSUER)
  if (!enrolment) return refusal('enrolled')
  return { ok: true, data: { secret: enrolment.secret, qrSvg: enrolment.qrSvg } }
}

/** The first right code turns it on; this session counts as checked, every other one is asked. */
export async function confirmTwoStepAction(
  input: unknown,
): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const parsed = secondFactorCodeSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error, messages.SECOND_FACTOR_CODE_REQUIRED)
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const result = await confirmTotpEnrolment(
    session.payload,
    session.user.id,
    session.sid,
    parsed.data.code,
  )
  return result.ok
    ? { ok: true, data: { recoveryCodes: result.recoveryCodes } }
    : refusal(result.reason)
}

/**
 * "Turn off" needs proof beyond the open session, so someone at an unlocked computer cannot:
 * a current code (used up like any other) or the password (a real sign-in's check and lockout).
 */
export async function turnOffTwoStepAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = turnOffSecondFactorSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error, messages.TWO_STEP_PROOF_REQUIRED)
  const session = await signedInClient()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const { payload, user, sid, headers } = session
  const { code, password } = parsed.data
  if (code) {
    const checked = await checkSecondFactor(payload, user.id, sid, code)
    if (!checked.ok)
      return {
        ...refusal(checked.reason),
        fieldErrors: { code: [refusal(checked.reason).message] },
      }
  } else {
    try {
      if (!(await confirmPassword(payload, user, password, headers)))
        return {
          ok: false,
          message: messages.CURRENT_PASSWORD_WRONG,
          fieldErrors: { password: [messages.CURRENT_PASSWORD_WRONG] },
        }
    } catch (error) {
      if (error instanceof APIError && error.status === 429)
        return { ok: false, message: messages.LOGIN_RATE_LIMITED }
      throw error
    }
  }
  await turnOffTotp(payload, user.id)
  return { ok: true, data: null }
}

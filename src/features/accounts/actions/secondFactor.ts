'use server'

import { redirect } from 'next/navigation'

import { hasStaffRole } from '@/access/roles'
import { endSession } from '@/features/accounts/sessions/endSessions'
import { getPasswordSession } from '@/features/accounts/data/secondFactor'
import type { ActionResult } from '@/lib/actionResult'
import { confirmTotpEnrolment } from '@/features/accounts/secondFactor/enrol'
import {
  authenticateWithPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
} from '@/features/accounts/secondFactor/passkeys'
import { checkSecondFactor } from '@/features/accounts/secondFactor/store'
import * as messages from '@/validation/messages'
import { secondFactorCodeSchema } from '@/validation/secondFactor'

import { clearSessionCookie } from './sessionCookie'

const SESSION_GONE = messages.SECOND_FACTOR_SESSION_GONE
const WRONG_CODE = messages.SECOND_FACTOR_WRONG_CODE
const LOCKED = messages.SECOND_FACTOR_LOCKED

const messageFor = (reason: 'wrong' | 'locked' | 'no-session' | 'enrolled'): string =>
  reason === 'locked'
    ? LOCKED
    : reason === 'no-session'
      ? SESSION_GONE
      : reason === 'enrolled'
        ? 'This account already has an authenticator app.'
        : WRONG_CODE

/** The verify page's form: the right code opens the admin for this session only. */
export async function verifySecondFactorAction(
  _previous: ActionResult<{ recoveryCodes: string[] } | null> | null,
  form: FormData,
): Promise<ActionResult<null>> {
  const parsed = secondFactorCodeSchema.safeParse({ code: form.get('code') })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? WRONG_CODE }
  const session = await getPasswordSession()
  if (!session) return { ok: false, message: SESSION_GONE }
  const result = await checkSecondFactor(
    session.payload,
    session.user.id,
    session.sid,
    parsed.data.code,
  )
  if (!result.ok) return { ok: false, message: messageFor(result.reason) }
  redirect('/admin')
}

/** The enrolment page's form: the first right code turns the app on and shows the recovery codes once. */
export async function confirmEnrolmentAction(
  _previous: ActionResult<{ recoveryCodes: string[] } | null> | null,
  form: FormData,
): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const parsed = secondFactorCodeSchema.safeParse({ code: form.get('code') })
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? WRONG_CODE }
  const session = await getPasswordSession()
  if (!session || !hasStaffRole(session.user)) return { ok: false, message: SESSION_GONE }
  const result = await confirmTotpEnrolment(
    session.payload,
    session.user.id,
    session.sid,
    parsed.data.code,
  )
  if (!result.ok) return { ok: false, message: messageFor(result.reason) }
  return { ok: true, data: { recoveryCodes: result.recoveryCodes } }
}

type Options = Record<string, unknown>

/** The options for the browser's passkey prompt: registration for a session that may add one. */
export async function passkeyRegistrationOptionsAction(): Promise<ActionResult<Options>> {
  const session = await getPasswordSession()
  if (!session || !hasStaffRole(session.user)) return { ok: false, message: SESSION_GONE }
  // Adding a passkey to an enrolled account needs the second factor first, like any change.
  if (session.standing === 'verify')
    return { ok: false, message: 'Confirm it is you first, then add a passkey.' }
  const options = await passkeyRegistrationOptions(session.payload, session.user)
  return { ok: true, data: options as unknown as Options }
}

export async function registerPasskeyAction(
  response: unknown,
): Promise<ActionResult<{ recoveryCodes: string[] | null }>> {
  const session = await getPasswordSession()
  if (!session || session.standing === 'verify' || !hasStaffRole(session.user))
    return { ok: false, message: SESSION_GONE }
  const result = await registerPasskey(
    session.payload,
    session.user.id,
    session.sid,
    response as Parameters<typeof registerPasskey>[3],
  )
  if (!result.ok) return { ok: false, message: 'The passkey could not be registered. Try again.' }
  return { ok: true, data: { recoveryCodes: result.recoveryCodes } }
}

export async function passkeyAuthenticationOptionsAction(): Promise<ActionResult<Options>> {
  const session = await getPasswordSession()
  if (!session) return { ok: false, message: SESSION_GONE }
  const options = await passkeyAuthenticationOptions(session.payload, session.user.id)
  if (!options) return { ok: false, message: 'This account has no passkey. Use a code instead.' }
  return { ok: true, data: options as unknown as Options }
}

export async function authenticateWithPasskeyAction(
  response: unknown,
): Promise<ActionResult<null>> {
  const session = await getPasswordSession()
  if (!session) return { ok: false, message: SESSION_GONE }
  const result = await authenticateWithPasskey(
    session.payload,
    session.user.id,
    session.sid,
    response as Parameters<typeof authenticateWithPasskey>[3],
  )
  if (!result.ok)
    return {
      ok: false,
      message: result.reason === 'locked' ? LOCKED : 'That passkey was not accepted.',
    }
  return { ok: true, data: null }
}

/** Ends this session (it is no session to Payload's own logout until the second factor). */
export async function signOutAction(): Promise<void> {
  const session = await getPasswordSession()
  if (session) {
    await endSession(
      session.payload,
      session.user.id,
      session.sid,
      undefined,
      'Signed out at the second step',
    )
    await clearSessionCookie(session.payload)
  }
  redirect('/admin/login')
}

'use server'

import { APIError, createLocalReq, logoutOperation } from 'payload'

import { isLoginFailure, recordLoginFailure } from '@/features/accounts/loginEvents'
import { endSession } from '@/features/accounts/sessions/endSessions'
import {
  signInHoldingLock,
  withSessionListLock,
} from '@/features/accounts/sessions/sessionListLock'
import { getPortalSession } from '@/features/portal/data/portal'
import { getPasswordSession } from '@/features/accounts/data/secondFactor'
import { sessionStanding } from '@/features/accounts/secondFactor/gate'
import type { ActionResult } from '@/lib/actionResult'
import * as messages from '@/validation/messages'
import { signInSchema } from '@/validation/portal'

import { clearSessionCookie, setSessionCookie } from '@/features/accounts/actions/sessionCookie'

/**
 * 'Client Portal Access': signs in through Payload (its lockout and our per-address limit run
 * in the users collection's hooks) and sets the same HTTP-only session cookie Payload's own login
 * sets. Every failure answers with the spec's one message, so nobody learns whether an email
 * is registered or an account locked.
 */
export async function signInAction(
  input: unknown,
): Promise<ActionResult<{ name: string; secondStep: boolean }>> {
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: messages.LOGIN_FAILED.description }

  const { payload, headers } = await getPortalSession()
  try {
    const result = await signInHoldingLock(payload, parsed.data, headers)
    if (!result.token || !result.user) throw new Error('Payload login returned no token')
    await setSessionCookie(payload, result.token)
    // A new session has passed no second factor yet: whatever is due, the page asks for it next.
    const secondStep = (await sessionStanding(payload, result.user, undefined)) !== 'passed'
    return { ok: true, data: { name: result.user.name, secondStep } }
  } catch (error) {
    if (isLoginFailure(error)) {
      await recordLoginFailure(payload, { email: parsed.data.email, headers, error })
      return { ok: false, message: messages.LOGIN_FAILED.description }
    }
    if (error instanceof APIError && error.status === 429)
      return { ok: false, message: messages.LOGIN_RATE_LIMITED }
    payload.logger.error({ err: error, msg: 'Portal sign-in failed unexpectedly' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}

/**
 * Sign Out ends the session on the server (Payload removes it from the user, so the old token
 * is refused even if someone kept a copy) and then clears the cookie.
 */
export async function signOutAction(): Promise<ActionResult<null>> {
  const { payload, user, headers } = await getPortalSession()
  try {
    if (user) {
      const req = await createLocalReq({ user, req: { headers } }, payload)
      await withSessionListLock(req, user.id, () =>
        logoutOperation({ collection: payload.collections.users, req }),
      )
    } else {
      // A session still owing its second factor is nobody to Payload's logout: end it here.
      const pending = await getPasswordSession()
      if (pending)
        await endSession(
          payload,
          pending.user.id,
          pending.sid,
          undefined,
          'Signed out at the second step',
        )
    }
  } catch (err) {
    payload.logger.error({ err, msg: 'Portal sign-out could not end the session on the server' })
  }
  await clearSessionCookie(payload)
  return { ok: true, data: null }
}

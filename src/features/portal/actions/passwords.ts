'use server'

import { after } from 'next/server'
import { APIError } from 'payload'

import { hasPortalRole } from '@/access/roles'
import { getPortalSession } from '@/features/portal/data/portal'
import { invalidInput, type ActionResult } from '@/lib/actionResult'
import { clientAddress } from '@/lib/clientAddress'
import {
  changePassword,
  resetPasswordWithToken,
  sendPasswordResetLink,
} from '@/features/portal/auth/passwords'
import { consumePasswordResetRequest } from '@/services/rateLimit/passwordReset'
import * as messages from '@/validation/messages'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@/validation/password'

import { setSessionCookie } from '@/features/accounts/actions/sessionCookie'

/**
 * "Forgot password?": the same answer, at once, whether or not the address has an account; the
 * lookup and the email happen after the answer has gone (Next's `after`).
 */
export async function requestPasswordResetAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const { payload, headers } = await getPortalSession()
  const verdict = await consumePasswordResetRequest(
    payload,
    parsed.data.email,
    clientAddress(headers),
  )
  if (!verdict.allowed) return { ok: false, message: messages.PASSWORD_RESET_RATE_LIMITED }
  after(async () => {
    try {
      await sendPasswordResetLink(payload, parsed.data.email)
    } catch (err) {
      payload.logger.error({ err, msg: 'Password reset: could not send the link' })
    }
  })
  return { ok: true, data: null }
}

/** The reset page: a new password from the emailed link, then signed in in this browser only. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const { payload } = await getPortalSession()
  const outcome = await resetPasswordWithToken(payload, parsed.data.token, parsed.data.password)
  if (outcome.ok) {
    await setSessionCookie(payload, outcome.token)
    return { ok: true, data: null }
  }
  if (outcome.reason === 'policy')
    return { ok: false, message: outcome.message, fieldErrors: { password: [outcome.message] } }
  return { ok: false, message: messages.PASSWORD_RESET_LINK_INVALID.description }
}

/** The dashboard's password change: the current password first, then every other session ends. */
export async function changePasswordAction(input: unknown): Promise<ActionResult<null>> {
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const { payload, user, headers } = await getPortalSession()
  if (!user || !hasPortalRole(user))
    return { ok: false, message: messages.ACCESS_DENIED.description }
  try {
    const outcome = await changePassword(payload, user, {
      current: parsed.data.current,
      password: parsed.data.password,
      headers,
    })
    if (outcome.ok) {
      await setSessionCookie(payload, outcome.token)
      return { ok: true, data: null }
    }
    const message = outcome.reason === 'policy' ? outcome.message : messages.CURRENT_PASSWORD_WRONG
    const field = outcome.reason === 'policy' ? 'password' : 'current'
    return { ok: false, message, fieldErrors: { [field]: [message] } }
  } catch (error) {
    if (error instanceof APIError && error.status === 429)
      return { ok: false, message: messages.LOGIN_RATE_LIMITED }
    payload.logger.error({ err: error, msg: 'Portal password change failed unexpectedly' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}

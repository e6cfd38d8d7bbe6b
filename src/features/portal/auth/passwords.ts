import { APIError, ValidationError, type Payload, type TypedUser } from 'payload'

import { endSession } from '@/features/accounts/sessions/endSessions'
import { readAgency } from '@/data/siteSettings'
import { passwordResetEmail } from '@/emails/passwordResetEmail'
import { queueEmails } from '@/services/emailQueue'
import { PATHS } from '@/utilities/paths'
import { env } from '@/env'
import type { LinkStatus } from '@/lib/linkStatus'
import { resetTokenSchema } from '@/validation/password'

/**
 * A reset link's state. Payload keeps a used token and ends its hour at the reset, so a used link
 * reads as expired; a token it never issued, or one a newer request replaced, is unknown.
 */
export type ResetLinkState = 'works' | 'expired' | 'unknown'

/** Trusted: the token is the credential, and its holder learns only whether the link works. */
export async function readResetLink(payload: Payload, token: string): Promise<ResetLinkState> {
  if (!resetTokenSchema.safeParse(token).success) return 'unknown'
  const holders = async (stillOpen: boolean) => {
    const open = { resetPasswordExpiration: { greater_than: new Date().toISOString() } }
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { and: [{ resetPasswordToken: { equals: token } }, ...(stillOpen ? [open] : [])] },
      overrideAccess: true,
    })
    return totalDocs
  }
  if ((await holders(false)) === 0) return 'unknown'
  return (await holders(true)) === 1 ? 'works' : 'expired'
}

/** The status a reset link's page answers with: 410 once used or past its hour. */
export async function resetLinkStatus(payload: Payload, token: string): Promise<LinkStatus> {
  const state = await readResetLink(payload, token)
  return state === 'works' ? 200 : state === 'expired' ? 410 : 404
}

/**
 * Emails a reset link when `email` has an account, and does nothing otherwise. Called after the
 * visitor has had the same answer either way, so neither the answer nor its time tells them which.
 */
export async function sendPasswordResetLink(payload: Payload, email: string): Promise<boolean> {
  // Payload makes and stores the token (1 hour, Users' forgotPassword.expiration); we send the email.
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
  })
  if (!token) return false
  const { brandName } = await readAgency(payload)
  const link = `${env.serverUrl}${PATHS.resetPassword(token)}`
  await queueEmails(payload, [passwordResetEmail({ to: email, brandName, link })])
  return true
}

export type PasswordOutcome =
  | { ok: true; token: string; name: string }
  | { ok: false; reason: 'invalid-link' | 'wrong-password' }
  | { ok: false; reason: 'policy'; message: string }

const policyProblem = (error: unknown): string | undefined =>
  error instanceof ValidationError
    ? error.data.errors.find((e) => e.path === 'password')?.message
    : undefined

/**
 * Sets the new password from a reset link. Payload's reset clears the token (single use), refuses
 * an expired one, ends every session of the user and opens one new session for this browser.
 */
export async function resetPasswordWithToken(
  payload: Payload,
  token: string,
  password: string,
): Promise<PasswordOutcome> {
  try {
    const result = await payload.resetPassword({
      collection: 'users',
      data: { token, password },
      overrideAccess: true,
    })
    if (!result.token) return { ok: false, reason: 'invalid-link' }
    const { name } = result.user as { name?: unknown }
    return { ok: true, token: result.token, name: typeof name === 'string' ? name : '' }
  } catch (error) {
    const message = policyProblem(error)
    if (message) return { ok: false, reason: 'policy', message }
    if (error instanceof APIError && error.status < 500)
      return { ok: false, reason: 'invalid-link' }
    throw error
  }
}

/**
 * A signed-in person's new password. The current one is checked by a real sign-in, so wrong
 * guesses count towards the account lockout and the per-address limit like any sign-in; then every
 * session ends and this browser gets a fresh one.
 */
export async function changePassword(
  payload: Payload,
  user: TypedUser,
  input: { current: string; password: string; headers: Headers },
): Promise<PasswordOutcome> {
  try {
    await payload.login({
      collection: 'users',
      data: { email: user.email, password: input.current },
      req: { headers: input.headers },
    })
  } catch (error) {
    if (error instanceof APIError && error.status === 429) throw error
    return { ok: false, reason: 'wrong-password' }
  }
  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: input.password },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    const message = policyProblem(error)
    if (message) return { ok: false, reason: 'policy', message }
    throw error
  }
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: input.password },
    req: { headers: input.headers },
  })
  if (!token) throw new Error('Payload login returned no token after a password change')
  return { ok: true, token, name: user.name }
}

/** The session id inside a token Payload has just signed (its payload is ours, the signature checked by Payload later). */
const sidOf = (token: string): string | null => {
  const body = token.split('.')[1]
  if (!body) return null
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sid?: unknown }
  return typeof claims.sid === 'string' ? claims.sid : null
}

/**
 * Whether `password` is this person's, by a real sign-in (so wrong guesses count towards the
 * lockout and the per-address limit); the sign-in's own session is ended at once.
 */
export async function confirmPassword(
  payload: Payload,
  user: Pick<TypedUser, 'id' | 'email'>,
  password: string,
  headers: Headers,
): Promise<boolean> {
  try {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password },
      req: { headers },
    })
    const sid = token ? sidOf(token) : null
    if (sid) await endSession(payload, user.id, sid, undefined, 'Password check')
    return true
  } catch (error) {
    if (error instanceof APIError && error.status === 429) throw error
    return false
  }
}

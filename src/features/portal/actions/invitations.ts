'use server'

import { revalidatePath } from 'next/cache'
import { Forbidden, NotFound, ValidationError, type Payload, type TypedUser } from 'payload'

import { isOrganisationOwner, organisationOf } from '@/access/roles'
import { getPortalSession } from '@/features/portal/data/portal'
import { invalidInput, type ActionResult } from '@/lib/actionResult'
import { acceptInvitation } from '@/features/portal/invitations/acceptInvitation'
import { removeMember } from '@/features/portal/invitations/manageMembers'
import { passwordProblem } from '@/lib/passwordPolicy'
import { consumeInvitationSend } from '@/services/rateLimit/invitations'
import { PATHS } from '@/utilities/paths'
import { acceptInvitationSchema, inviteSchema, recordIdSchema } from '@/validation/invitation'
import * as messages from '@/validation/messages'

import { setSessionCookie } from '@/features/accounts/actions/sessionCookie'
import { signInHoldingLock } from '@/features/accounts/sessions/sessionListLock'

type Failure = { ok: false; message: string; fieldErrors?: Record<string, string[]> }

const denied: Failure = { ok: false, message: messages.ACCESS_DENIED.description }

/**
 * What the Local API throws, as an owner may see it: the collection's own validation messages
 * (an existing account, a pending invitation, a link no longer pending) are the answer; a refusal
 * reads the same whether the invitation is another organisation's or does not exist.
 */
function failure(payload: Payload, error: unknown, what: string): Failure {
  if (error instanceof Forbidden || error instanceof NotFound) return denied
  if (error instanceof ValidationError) {
    const fieldErrors: Record<string, string[]> = {}
    for (const { path, message } of error.data.errors) (fieldErrors[path] ??= []).push(message)
    return {
      ok: false,
      message: error.data.errors[0]?.message ?? messages.ENQUIRY_FAILED_FALLBACK,
      fieldErrors,
    }
  }
  payload.logger.error({ err: error, msg: `Portal: could not ${what}` })
  return { ok: false, message: messages.UNEXPECTED }
}

/** An owner of a client organisation, with that organisation; members and viewers get nothing. */
async function signedInOwner() {
  const session = await getPortalSession()
  const organisation = organisationOf(session.user)
  return session.user && organisation && isOrganisationOwner(session.user)
    ? { payload: session.payload, user: session.user, organisation }
    : null
}

async function rateLimited(payload: Payload, organisation: string, user: TypedUser) {
  const verdict = await consumeInvitationSend(payload, organisation, user.id)
  return verdict.allowed ? null : { ok: false as const, message: messages.INVITATION_RATE_LIMITED }
}

/** An owner invites someone to their own organisation; the collection's access and hooks decide. */
export async function inviteAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const owner = await signedInOwner()
  if (!owner) return denied
  const { payload, user, organisation } = owner
  const parsed = inviteSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  try {
    const limited = await rateLimited(payload, organisation, user)
    if (limited) return limited
    const doc = await payload.create({
      collection: 'invitations',
      // status and the token are the collection hook's to set; status is typed as required.
      data: { ...parsed.data, organisation, status: 'pending' },
      user,
      overrideAccess: false,
    })
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { email: doc.email } }
  } catch (error) {
    return failure(payload, error, 'send an invitation')
  }
}

/** Resend (a new link; the old one stops working) or revoke, under the collection's access. */
async function changeInvitation(
  id: unknown,
  change: 'resend' | 'revoke',
): Promise<ActionResult<{ email: string }>> {
  const owner = await signedInOwner()
  if (!owner) return denied
  const { payload, user, organisation } = owner
  const parsed = recordIdSchema.safeParse(id)
  if (!parsed.success) return denied
  try {
    if (change === 'resend') {
      const limited = await rateLimited(payload, organisation, user)
      if (limited) return limited
    }
    const { docs, errors } = await payload.update({
      collection: 'invitations',
      where: { id: { equals: parsed.data } },
      data: change === 'resend' ? { resend: true } : { status: 'revoked' },
      user,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) {
      const message = errors[0]?.message
      return message && message !== messages.ACCESS_DENIED.description
        ? { ok: false, message: messages.INVITATION_NOT_PENDING }
        : denied
    }
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { email: doc.email } }
  } catch (error) {
    return failure(payload, error, `${change} an invitation`)
  }
}

export async function resendInvitationAction(id: unknown) {
  return changeInvitation(id, 'resend')
}

export async function revokeInvitationAction(id: unknown) {
  return changeInvitation(id, 'revoke')
}

/** An owner removes a person from their own organisation (src/features/portal/invitations/manageMembers.ts). */
export async function removeMemberAction(id: unknown): Promise<ActionResult<{ name: string }>> {
  const owner = await signedInOwner()
  if (!owner) return denied
  try {
    const removal = await removeMember(owner.payload, owner.user, id)
    if (!removal.ok)
      return removal.reason === 'last-owner'
        ? { ok: false, message: messages.MEMBER_LAST_OWNER }
        : denied
    revalidatePath(PATHS.clientPortal)
    return { ok: true, data: { name: removal.name } }
  } catch (error) {
    return failure(owner.payload, error, 'remove a member')
  }
}

/**
 * The invitation page's form: creates the account (src/features/portal/invitations/acceptInvitation.ts), then
 * signs the person in with the password they just chose, as the sign-in card does.
 */
export async function acceptInvitationAction(
  input: unknown,
): Promise<ActionResult<{ name: string }>> {
  const parsed = acceptInvitationSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  const problem = passwordProblem(parsed.data.password)
  if (problem) return { ok: false, message: problem, fieldErrors: { password: [problem] } }
  const { payload, headers } = await getPortalSession()
  try {
    const outcome = await acceptInvitation(payload, parsed.data)
    if (!outcome.ok)
      return {
        ok: false,
        message:
          outcome.reason === 'account-exists'
            ? messages.INVITATION_ACCEPT_ACCOUNT_EXISTS
            : messages.INVITATION_LINK[outcome.reason === 'accepted' ? 'used' : outcome.reason]
                .title,
      }
    const result = await signInHoldingLock(
      payload,
      { email: outcome.email, password: parsed.data.password },
      headers,
    )
    if (!result.token) throw new Error('Payload login returned no token')
    await setSessionCookie(payload, result.token)
    return { ok: true, data: { name: parsed.data.name } }
  } catch (error) {
    return failure(payload, error, 'accept an invitation')
  }
}

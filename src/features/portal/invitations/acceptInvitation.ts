import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { LinkStatus } from '@/lib/linkStatus'
import { refId } from '@/lib/refId'
import { claimInvitation, linkAcceptedUser } from '@/db/invitations'
import type { Invitation } from '@/payload-types'
import { invitationTokenSchema } from '@/validation/invitation'

import { hashInvitationToken, invitationState, type InvitationState } from './token'

export type InvitationView =
  | { state: 'invalid' }
  | {
      state: InvitationState
      id: string
      email: string
      memberRole: Invitation['memberRole']
      organisationId: string
      organisationName: string
    }

/**
 * The invitation a link's token opens, read past access on purpose: the token is the credential,
 * and whoever holds it may see the organisation's name and whether the link still works.
 */
export async function findInvitationByToken(
  payload: Payload,
  token: unknown,
): Promise<InvitationView> {
  const parsed = invitationTokenSchema.safeParse(token)
  if (!parsed.success) return { state: 'invalid' }
  const invitation = await payload.db.findOne<Invitation>({
    collection: 'invitations',
    where: { tokenHash: { equals: hashInvitationToken(parsed.data) } },
  })
  const organisationId = refId(invitation?.organisation)
  if (!invitation || !organisationId) return { state: 'invalid' }
  const organisation = await payload.findByID({
    collection: 'organisations',
    id: organisationId,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
    disableErrors: true,
  })
  if (!organisation) return { state: 'invalid' }
  return {
    state: invitationState(invitation),
    id: invitation.id,
    email: invitation.email,
    memberRole: invitation.memberRole,
    organisationId,
    organisationName: organisation.name,
  }
}

/** The status an invitation link's page answers with: 410 once accepted, revoked or expired. */
export async function invitationLinkStatus(payload: Payload, token: string): Promise<LinkStatus> {
  const { state } = await findInvitationByToken(payload, token)
  return state === 'invalid' ? 404 : state === 'pending' ? 200 : 410
}

export type AcceptOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: Exclude<InvitationState, 'pending'> | 'invalid' | 'account-exists' }

/**
 * Creates the invited person's client account and marks the invitation accepted in one
 * transaction. The claim is one conditional update: of two requests with the same link, the second
 * waits for the first's row lock and then matches nothing, so one link never makes two accounts
 * (docs/decisions.md#invitation-claim). A failure after the claim (the password policy, an account
 * made meanwhile) rolls the claim back and the link still works.
 */
export async function acceptInvitation(
  payload: Payload,
  input: { token: string; name: string; password: string },
): Promise<AcceptOutcome> {
  const invitation = await findInvitationByToken(payload, input.token)
  if (invitation.state === 'invalid') return { ok: false, reason: 'invalid' }
  if (invitation.state !== 'pending') return { ok: false, reason: invitation.state }

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if (!(await claimInvitation(payload, req, invitation.id))) {
      await killTransaction(req)
      const now = await findInvitationByToken(payload, input.token)
      return { ok: false, reason: now.state === 'pending' ? 'accepted' : now.state }
    }
    // Trusted: the claimed invitation is the permission; users can only be created by admins.
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: invitation.email } },
      overrideAccess: true,
      req,
    })
    if (existing.totalDocs > 0) {
      await killTransaction(req)
      return { ok: false, reason: 'account-exists' }
    }
    const user = await payload.create({
      collection: 'users',
      data: {
        email: invitation.email,
        name: input.name,
        password: input.password,
        role: 'client',
        organisation: invitation.organisationId,
        memberRole: invitation.memberRole,
      },
      overrideAccess: true,
      req,
    })
    await linkAcceptedUser(payload, req, invitation.id, user.id)
    await commitTransaction(req)
    return { ok: true, email: invitation.email }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

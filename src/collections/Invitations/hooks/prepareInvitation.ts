import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { refId } from '@/lib/refId'
import { newInvitationToken } from '@/features/portal/invitations/token'
import type { Invitation } from '@/payload-types'
import * as messages from '@/validation/messages'
import { normaliseEmail } from '@/validation/password'

/** The raw token of the link this request sends; only the afterChange hook reads it, to email it. */
export const INVITATION_TOKEN_CONTEXT = 'invitationToken'

/** Written by this hook and by the acceptance only, never taken from a request's body. */
const SYSTEM_FIELDS = [
  'invitedBy',
  'status',
  'expiresAt',
  'acceptedAt',
  'acceptedUser',
  'tokenHash',
] as const

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'invitations', errors: [{ path, message }] })
}

type InvitationData = Partial<Invitation> & { resend?: boolean | null }

/**
 * Why an address cannot be invited to an organisation, or nothing: it already has an account, or
 * already has a pending invitation there. The email field's validation, so the admin shows the
 * reason beside the field as soon as both are filled, and keeps it through the form's later
 * refreshes (a hook's error can be replaced by them). Counts are trusted: the inviter may not
 * read users or others' invitations, but must be told.
 */
export async function inviteeProblem(
  req: PayloadRequest,
  address: string,
  organisationRef: unknown,
): Promise<string | undefined> {
  const email = normaliseEmail(address)
  const organisation = refId(organisationRef as Invitation['organisation'] | null | undefined)
  if (!email) return undefined
  const [accounts, pending] = await Promise.all([
    req.payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      req,
    }),
    organisation
      ? req.payload.count({
          collection: 'invitations',
          where: {
            email: { equals: email },
            organisation: { equals: organisation },
            status: { equals: 'pending' },
            expiresAt: { greater_than: new Date().toISOString() },
          },
          overrideAccess: true,
          req,
        })
      : { totalDocs: 0 },
  ])
  if (accounts.totalDocs > 0) return messages.INVITATION_ACCOUNT_EXISTS
  if (pending.totalDocs > 0) return messages.INVITATION_ALREADY_PENDING
  return undefined
}

/**
 * Creating an invitation makes its token (the hash is stored, the link is emailed by
 * sendInvitationEmail), once the email field's validation has refused an address that already
 * has an account or a pending invitation to the same organisation. Afterwards only two changes exist: revoke (status
 * pending → revoked) and resend (a new token and expiry: the old link stops working). Address,
 * organisation and role never change; acceptance happens through the link, not through the API.
 */
export const prepareInvitation: CollectionBeforeChangeHook<Invitation> = ({
  data: incoming,
  originalDoc,
  operation,
  req,
}) => {
  const data: InvitationData = { ...incoming }
  const wantsResend = data.resend === true
  const requestedStatus = data.status
  // A request, never a state: it is stored as false whatever was sent.
  data.resend = false
  // An update's data arrives merged with the stored document: system fields go back to it.
  const keep: InvitationData = originalDoc ?? {}
  for (const field of SYSTEM_FIELDS) Object.assign(data, { [field]: keep[field] })

  if (operation === 'create') {
    // The address was checked by the email field's validation (inviteeProblem), before this hook.
    const email = normaliseEmail(data.email ?? '')
    const { token, tokenHash, expiresAt } = newInvitationToken()
    req.context[INVITATION_TOKEN_CONTEXT] = token
    return {
      ...data,
      email,
      invitedBy: req.user?.collection === 'users' ? req.user.id : null,
      status: 'pending',
      expiresAt,
      tokenHash,
      acceptedAt: null,
      acceptedUser: null,
    }
  }

  const before = originalDoc
  if (!before) return data
  const changed = (field: 'email' | 'memberRole' | 'organisation', value: unknown) =>
    field in data && value !== undefined && value !== null && value !== before[field]
  if (
    changed('email', data.email === undefined ? undefined : normaliseEmail(data.email ?? '')) ||
    changed('memberRole', data.memberRole) ||
    (data.organisation != null && refId(data.organisation) !== refId(before.organisation))
  )
    refuse('email', messages.INVITATION_FIELDS_LOCKED)
  Object.assign(data, {
    email: before.email,
    memberRole: before.memberRole,
    organisation: before.organisation,
  })

  const revoking = requestedStatus != null && requestedStatus !== before.status
  if (revoking && requestedStatus !== 'revoked') refuse('status', messages.INVITATION_STATUS_LOCKED)
  if ((revoking || wantsResend) && before.status !== 'pending')
    refuse('status', messages.INVITATION_NOT_PENDING)
  if (revoking) return { ...data, status: 'revoked' }
  if (wantsResend) {
    const { token, tokenHash, expiresAt } = newInvitationToken()
    req.context[INVITATION_TOKEN_CONTEXT] = token
    return { ...data, tokenHash, expiresAt }
  }
  return data
}

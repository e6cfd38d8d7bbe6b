import type { User } from '@/payload-types'

import { FORM_LIMITS, PASSWORD_LIMITS } from './limits'
import * as messages from './messages'
import { accountEmail } from './password'
import * as z from './zod'

/** What an invitation may make someone: a client of the organisation, never staff. */
export const INVITATION_ROLES = [
  'owner',
  'member',
  'viewer',
] as const satisfies readonly NonNullable<User['memberRole']>[]
export type InvitationRole = (typeof INVITATION_ROLES)[number]

export const INVITATION_ROLE_OPTIONS = [
  { value: 'member', label: 'Member (posts, uploads, approves)' },
  { value: 'viewer', label: 'Viewer (reads only)' },
  { value: 'owner', label: 'Owner (also invites and removes people)' },
] as const satisfies readonly { value: InvitationRole; label: string }[]

/** An owner's invitation from the portal: the organisation is always the owner's own. */
export const inviteSchema = z.object({
  email: accountEmail,
  memberRole: z.enum(INVITATION_ROLES, messages.FIELD_REQUIRED),
})
export type InviteInput = z.input<typeof inviteSchema>

/** The link's token: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

/** The invitation page's form; the password policy itself runs in the users collection too. */
export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  name: z
    .string(messages.FIELD_REQUIRED)
    .trim()
    .min(1, messages.FIELD_REQUIRED)
    .max(FORM_LIMITS.name, messages.maxCharacters(FORM_LIMITS.name)),
  // Not trimmed: a password may begin or end with a space.
  password: z
    .string(messages.FIELD_REQUIRED)
    .min(PASSWORD_LIMITS.min, messages.passwordTooShort(PASSWORD_LIMITS.min))
    .max(PASSWORD_LIMITS.max, messages.passwordTooLong(PASSWORD_LIMITS.max)),
})
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>

/** Ids from the page (an invitation, a member) are uuids; anything else is refused unread. */
export const recordIdSchema = z.uuid()

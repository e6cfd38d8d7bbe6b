import { email } from 'payload/shared'

import { closedAccess } from '@/access/accessPresets'
import { canInvite } from '@/access/canInvite'
import { isSales } from '@/access/isSales'
import { isSalesOrOrganisationOwner } from '@/access/isSalesOrOrganisationOwner'
import { invitationState } from '@/features/portal/invitations/token'
import { INVITATION_ROLE_OPTIONS } from '@/validation/invitation'

import { clientPortalCollection } from '../clientPortalCollection'
import { inviteeProblem, prepareInvitation } from './hooks/prepareInvitation'
import { sendInvitationEmail } from './hooks/sendInvitationEmail'

const STATUS_OPTIONS = [
  { label: 'Pending', value: 'pending' },
  { label: 'Accepted', value: 'accepted' },
  { label: 'Revoked', value: 'revoked' },
]

/**
 * An invitation to join a client organisation by email, with a member role. Staff invite to any
 * organisation in the admin; an owner to their own from the portal (src/features/portal/actions/invitations.ts).
 * The emailed link holds a random token of which only the SHA-256 is stored; it works once, for
 * 7 days, and accepting it creates a client account (src/features/portal/invitations/acceptInvitation.ts).
 */
export const Invitations = clientPortalCollection({
  slug: 'invitations',
  labels: { singular: 'Invitation', plural: 'Invitations' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'organisation', 'memberRole', 'state', 'expiresAt'],
    description:
      'Create one to email a link that works once, for 7 days. To send a new link, tick "Send again" and save; to withdraw one, set its status to Revoked.',
  },
  access: {
    ...closedAccess,
    read: isSalesOrOrganisationOwner(),
    create: canInvite,
    update: isSalesOrOrganisationOwner(),
    delete: isSales,
  },
  hooks: {
    beforeChange: [prepareInvitation],
    afterChange: [sendInvitationEmail],
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      validate: async (value, options) => {
        const format = email(value, options)
        if (format !== true || options.operation !== 'create' || !value) return format
        const data = options.data as { organisation?: unknown }
        return (await inviteeProblem(options.req, value, data.organisation)) ?? true
      },
    },
    {
      name: 'organisation',
      type: 'relationship',
      relationTo: 'organisations',
      required: true,
      index: true,
    },
    {
      name: 'memberRole',
      type: 'select',
      required: true,
      defaultValue: 'member',
      options: INVITATION_ROLE_OPTIONS.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'state',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Expired: pending past its expiry.',
      },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            invitationState(siblingData as Parameters<typeof invitationState>[0]),
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: STATUS_OPTIONS,
      admin: { position: 'sidebar' },
    },
    {
      // Stored (always false after a save): the admin renders virtual fields read-only.
      name: 'resend',
      label: 'Send again',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Tick and save: a new link for 7 days is emailed and the old one stops working.',
        condition: (data) => data.status === 'pending' && Boolean(data.id),
      },
    },
    {
      name: 'expiresAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'invitedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'acceptedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'acceptedUser',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
    },
    // SHA-256 of the link's token: never returned by the API or shown in the admin.
    { name: 'tokenHash', type: 'text', hidden: true, unique: true },
  ],
})

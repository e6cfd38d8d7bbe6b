import type { CollectionAfterChangeHook } from 'payload'

import { refId } from '@/lib/refId'
import { readAgency } from '@/data/siteSettings'
import { invitationEmail } from '@/emails/invitationEmail'
import { queueEmails } from '@/services/emailQueue'
import type { Invitation } from '@/payload-types'
import { env } from '@/env'
import { PATHS } from '@/utilities/paths'

import { INVITATION_TOKEN_CONTEXT } from './prepareInvitation'

/**
 * Queues the link's email when prepareInvitation made a token (a new invitation or a resend), in
 * the same transaction: if the save fails, no email leaves, and the raw token is never stored.
 */
export const sendInvitationEmail: CollectionAfterChangeHook<Invitation> = async ({ doc, req }) => {
  const token = req.context[INVITATION_TOKEN_CONTEXT]
  if (typeof token !== 'string') return doc
  req.context[INVITATION_TOKEN_CONTEXT] = undefined
  // Trusted reads for the email's wording: the organisation's name and the agency's brand.
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: refId(doc.organisation) ?? '',
    depth: 0,
    overrideAccess: true,
    req,
    select: { name: true },
  })
  const agency = await readAgency(req.payload)
  const inviterName =
    req.user?.collection === 'users' && req.user.name ? req.user.name : agency.brandName
  // The row commits with the request, and the runner starts after that commit.
  await queueEmails(
    req.payload,
    [
      invitationEmail({
        to: doc.email,
        organisationName: organisation.name,
        inviterName,
        brandName: agency.brandName,
        link: `${env.serverUrl}${PATHS.invitation(token)}`,
        expiresAt: new Date(doc.expiresAt ?? Date.now()),
      }),
    ],
    { req },
  )
  return doc
}

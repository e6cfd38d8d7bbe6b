import type { PayloadRequest } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { readAgency } from '@/data/siteSettings'
import { renderEmail } from '@/emails/kit'
import { passwordResetEmail } from '@/emails/passwordResetEmail'
import type { User } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { env } from '@/env'

type ResetEmailArgs = { req?: PayloadRequest; token?: string; user?: User }

/**
 * Payload's own "Forgot password?" (the admin's, and REST `forgot-password`) in our layout: staff
 * get the admin panel's reset page, a client the portal's, never the admin's.
 */
async function draftFor({ req, token, user }: ResetEmailArgs = {}) {
  if (!req || !token || !user) throw new Error('Payload asked for a reset email without a user')
  const staff = hasStaffRole(user)
  const { brandName } = await readAgency(req.payload)
  return passwordResetEmail({
    to: user.email,
    brandName,
    audience: staff ? 'staff' : 'client',
    link: `${env.serverUrl}${staff ? `/admin/reset/${token}` : PATHS.resetPassword(token)}`,
  })
}

export const resetPasswordEmailHTML = async (args?: ResetEmailArgs) =>
  (await renderEmail(await draftFor(args))).html

export const resetPasswordEmailSubject = async (args?: ResetEmailArgs) =>
  (await draftFor(args)).subject

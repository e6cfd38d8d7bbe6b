import type { Access } from 'payload'

import { hasStaffRole, organisationOf } from './roles'

/**
 * Staff see everything; a client only documents whose `organisationField` is their organisation.
 * The user is read from the database on every request, so a member removed from the organisation
 * loses access at once, open sessions included.
 */
export const isStaffOrMember =
  (organisationField = 'organisation'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasStaffRole(user)) return true
    const organisation = organisationOf(user)
    return organisation ? { [organisationField]: { equals: organisation } } : false
  }

import type { Access } from 'payload'

import { hasSalesRole, organisationOf } from './roles'

/**
 * Sales (and admins) see everything; a client only documents whose `organisationField` is their
 * organisation; an editor nothing. The user is read from the database on every request, so a
 * member removed from the organisation loses access at once, open sessions included.
 */
export const isSalesOrMember =
  (organisationField = 'organisation'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasSalesRole(user)) return true
    const organisation = organisationOf(user)
    return organisation ? { [organisationField]: { equals: organisation } } : false
  }

import type { Access } from 'payload'

import { hasStaffRole, isOrganisationOwner, organisationOf } from './roles'

/**
 * Staff: every record. An owner of a client organisation: only records whose `organisationField`
 * is their own organisation. Members, viewers, removed members and visitors: nothing.
 */
export const isStaffOrOrganisationOwner =
  (organisationField = 'organisation'): Access =>
  ({ req: { user } }) => {
    if (hasStaffRole(user)) return true
    const organisation = organisationOf(user)
    return organisation && isOrganisationOwner(user)
      ? { [organisationField]: { equals: organisation } }
      : false
  }

import type { Access } from 'payload'

import { hasSalesRole, isOrganisationOwner, organisationOf } from './roles'

/**
 * Sales (and admins): every record. An owner of a client organisation: only records whose
 * `organisationField` is their own organisation. Editors, members, viewers, removed members and
 * visitors: nothing.
 */
export const isSalesOrOrganisationOwner =
  (organisationField = 'organisation'): Access =>
  ({ req: { user } }) => {
    if (hasSalesRole(user)) return true
    const organisation = organisationOf(user)
    return organisation && isOrganisationOwner(user)
      ? { [organisationField]: { equals: organisation } }
      : false
  }

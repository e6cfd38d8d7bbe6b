import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/**
 * Staff see every document; a signed-in client sees only documents whose `ownerField`
 * (a relationship to users) points at them; anonymous visitors see nothing.
 */
export const isStaffOrOwner =
  (ownerField = 'client'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasStaffRole(user)) return true
    return { [ownerField]: { equals: user.id } }
  }

import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/** Staff see everything; a client only documents whose `ownerField` points at them. */
export const isStaffOrOwner =
  (ownerField = 'client'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasStaffRole(user)) return true
    return { [ownerField]: { equals: user.id } }
  }

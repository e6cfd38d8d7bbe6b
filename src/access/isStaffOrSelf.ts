import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/** Staff see every user; anyone else signed in sees only their own account. */
export const isStaffOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasStaffRole(user)) return true
  return { id: { equals: user.id } }
}

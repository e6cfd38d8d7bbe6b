import type { Access } from 'payload'

import { hasAdminRole } from './roles'

/** An admin changes any account; anyone else signed in changes only their own. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasAdminRole(user)) return true
  return { id: { equals: user.id } }
}

import type { Access } from 'payload'

import { hasSalesRole } from './roles'

/**
 * Sales (and admins) see every user: portal clients, and the staff their records name. Anyone
 * else signed in, an editor too, sees only their own account.
 */
export const isSalesOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasSalesRole(user)) return true
  return { id: { equals: user.id } }
}

import type { Access, Where } from 'payload'

import { canActInPortal, hasSalesRole, organisationOf } from './roles'

/**
 * Sales (and admins) update any round; an owner or member only their own organisation's rounds still pending,
 * so a decided or superseded round cannot be decided again. Viewers and everyone else never.
 */
export const canDecideApproval: Access = ({ req: { user } }) => {
  if (hasSalesRole(user)) return true
  if (!user || !canActInPortal(user)) return false
  const pendingOfOwnOrganisation: Where = {
    and: [{ organisation: { equals: organisationOf(user) } }, { status: { equals: 'pending' } }],
  }
  return pendingOfOwnOrganisation
}

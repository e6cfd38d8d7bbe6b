import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/** Staff read drafts too; everyone else reads only published versions. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (hasStaffRole(user)) return true
  return { _status: { equals: 'published' } }
}

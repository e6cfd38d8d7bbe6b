import type { Access } from 'payload'

import { hasStaffRole } from './roles'

/**
 * Any agency account (admin, or staff whatever its staff roles): only the admin panel's own
 * bookkeeping (document locks, preferences). Data goes by role: isEditor, isSales, isAdmin.
 */
export const isStaff: Access = ({ req: { user } }) => hasStaffRole(user)

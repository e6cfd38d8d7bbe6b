import type { Access, FieldAccess } from 'payload'

import { hasStaffRole } from './roles'

/** Admin or staff: the agency's own people. */
export const isStaff: Access = ({ req: { user } }) => hasStaffRole(user)

/** Field-level variant of isStaff. */
export const isStaffField: FieldAccess = ({ req: { user } }) => hasStaffRole(user)

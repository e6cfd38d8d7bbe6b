import type { Access } from 'payload'

import { canActInPortal, hasStaffRole } from './roles'

/**
 * Staff, and the owners and members of a client organisation: a viewer never creates. The
 * collection's beforeValidate hook then ties the record to the actor's own organisation's project.
 */
export const canContribute: Access = ({ req: { user } }) =>
  hasStaffRole(user) || canActInPortal(user)

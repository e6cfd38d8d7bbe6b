import type { Access } from 'payload'

import { canActInPortal, hasSalesRole } from './roles'

/**
 * Sales (and admins), and the owners and members of a client organisation: a viewer never creates. The
 * collection's beforeValidate hook then ties the record to the actor's own organisation's project.
 */
export const canContribute: Access = ({ req: { user } }) =>
  hasSalesRole(user) || canActInPortal(user)

import type { Access, FieldAccess } from 'payload'

import { hasAdminRole } from './roles'

/** Only an admin: managing user accounts and roles. */
export const isAdmin: Access = ({ req: { user } }) => hasAdminRole(user)

/** Field-level variant of isAdmin: who may set a role. */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasAdminRole(user)

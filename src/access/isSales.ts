import type { Access, FieldAccess } from 'payload'

import { hasSalesRole } from './roles'

/** An admin, or staff with the sales role: leads, their export, and the client portal's records. */
export const isSales: Access = ({ req: { user } }) => hasSalesRole(user)

/** Field-level variant of isSales. */
export const isSalesField: FieldAccess = ({ req: { user } }) => hasSalesRole(user)

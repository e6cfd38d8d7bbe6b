import type { PayloadRequest } from 'payload'

import { hasStaffRole } from './roles'

/** The admin panel is for admin and staff; clients use the portal only. */
export const canAccessAdmin = ({ req }: { req: PayloadRequest }): boolean => hasStaffRole(req.user)

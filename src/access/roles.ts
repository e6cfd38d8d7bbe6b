export const ROLES = ['admin', 'staff', 'client'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null } | null | undefined

/** Admin and staff are the agency; a client is a customer of the portal. */
export const hasStaffRole = (user: MaybeUser): boolean =>
  user?.role === 'admin' || user?.role === 'staff'

export const hasAdminRole = (user: MaybeUser): boolean => user?.role === 'admin'

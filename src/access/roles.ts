export const ROLES = ['admin', 'staff', 'client'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: Role | null } | null | undefined

/** Admin and staff are the agency; a client is a customer of the portal. */
export const hasStaffRole = (user: MaybeUser): boolean =>
  user?.role === 'admin' || user?.role === 'staff'

export const hasAdminRole = (user: MaybeUser): boolean => user?.role === 'admin'

/** The portal is a client's own workspace; staff manage clients' work in the admin panel. */
export const PORTAL_ROLE = 'client' satisfies Role

export const hasPortalRole = <U extends MaybeUser>(user: U): user is NonNullable<U> =>
  user?.role === PORTAL_ROLE

/** The kind of account: the agency's admin and staff, or a client of the portal. */
export const ROLES = ['admin', 'staff', 'client'] as const
export type Role = (typeof ROLES)[number]

/**
 * What a staff account may do (several allowed; an admin holds them all): an editor edits the
 * site's content, sales works the leads and the client portal. README: "Roles".
 */
export const STAFF_ROLES = ['editor', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * A client's part in their organisation: an owner also invites and removes people, a member
 * works in the portal (messages, feedback, files, approvals), a viewer only reads.
 */
export const MEMBER_ROLES = ['owner', 'member', 'viewer'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

type OrganisationRef = string | { id: string } | null | undefined
export type MaybeUser =
  | {
      role?: Role | null
      staffRoles?: readonly StaffRole[] | null
      organisation?: OrganisationRef
      memberRole?: MemberRole | null
    }
  | null
  | undefined

/** Admin and staff are the agency; a client is a customer of the portal. */
export const hasStaffRole = (user: MaybeUser): boolean =>
  user?.role === 'admin' || user?.role === 'staff'

export const hasAdminRole = (user: MaybeUser): boolean => user?.role === 'admin'

/** An admin holds every staff role; a staff account only those it was given; a client none. */
export const holdsStaffRole = (user: MaybeUser, staffRole: StaffRole): boolean =>
  hasAdminRole(user) || (user?.role === 'staff' && Boolean(user.staffRoles?.includes(staffRole)))

/** Edits the site's content: services, plans, templates, pages, media, page globals, drafts. */
export const hasEditorRole = (user: MaybeUser): boolean => holdsStaffRole(user, 'editor')

/** Works the leads and the client portal's records. */
export const hasSalesRole = (user: MaybeUser): boolean => holdsStaffRole(user, 'sales')

/**
 * Reads the content that wins work (case studies, testimonials), drafts included: editors write
 * it, sales show forthcoming work to prospects.
 */
export const readsSalesContent = (user: MaybeUser): boolean =>
  hasEditorRole(user) || hasSalesRole(user)

/** The portal is a client's own workspace; staff manage clients' work in the admin panel. */
export const PORTAL_ROLE = 'client' satisfies Role

export const hasPortalRole = <U extends MaybeUser>(user: U): user is NonNullable<U> =>
  user?.role === PORTAL_ROLE

/** The client organisation a portal user belongs to; none for staff and for a removed member. */
export const organisationOf = (user: MaybeUser): string | undefined => {
  if (!hasPortalRole(user)) return undefined
  const ref = user.organisation
  return (typeof ref === 'string' ? ref : ref?.id) || undefined
}

/** Owners and members act in the portal (post, upload, approve); a viewer only reads. */
export const canActInPortal = (user: MaybeUser): boolean =>
  Boolean(organisationOf(user)) && (user?.memberRole === 'owner' || user?.memberRole === 'member')

/** An owner manages the people of their own organisation. */
export const isOrganisationOwner = (user: MaybeUser): boolean =>
  Boolean(organisationOf(user)) && user?.memberRole === 'owner'

import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { anyone } from '@/access/anyone'
import { canContribute } from '@/access/canContribute'
import { canAccessAdmin } from '@/access/canAccessAdmin'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isStaff, isStaffField } from '@/access/isStaff'
import { isStaffOrMember } from '@/access/isStaffOrMember'
import { isStaffOrSelf } from '@/access/isStaffOrSelf'
import { nobody } from '@/access/nobody'
import { publishedOrStaff } from '@/access/publishedOrStaff'

type Role = 'admin' | 'staff' | 'client'
type Membership = { organisation: string | null; memberRole: 'owner' | 'member' | 'viewer' }
const user = (role: Role, id = `${role}-id`, membership?: Membership) => ({
  id,
  role,
  email: `${role}@example.co.za`,
  collection: 'users',
  ...membership,
})

// Access functions only read req.user; a request carrying just that is the honest input.
const args = (u: ReturnType<typeof user> | null) => ({
  req: { user: u } as unknown as PayloadRequest,
})

const anonymous = args(null)
const admin = args(user('admin'))
const staff = args(user('staff'))
const client = args(user('client', 'client-a', { organisation: 'org-a', memberRole: 'owner' }))
const member = args(user('client', 'member-a', { organisation: 'org-a', memberRole: 'member' }))
const viewer = args(user('client', 'viewer-a', { organisation: 'org-a', memberRole: 'viewer' }))
const removed = args(user('client', 'removed', { organisation: null, memberRole: 'member' }))

describe('access helpers', () => {
  it('anyone lets every caller through, nobody lets none', () => {
    for (const caller of [anonymous, admin, staff, client]) {
      expect(anyone(caller)).toBe(true)
      expect(nobody(caller)).toBe(false)
    }
  })

  it('isStaff admits admin and staff, refuses clients and visitors', () => {
    expect(isStaff(admin)).toBe(true)
    expect(isStaff(staff)).toBe(true)
    expect(isStaff(client)).toBe(false)
    expect(isStaff(anonymous)).toBe(false)
    expect(isStaffField({ ...staff, siblingData: {} } as never)).toBe(true)
    expect(isStaffField({ ...client, siblingData: {} } as never)).toBe(false)
  })

  it('isAdmin admits only admins (who alone manage users and roles)', () => {
    expect(isAdmin(admin)).toBe(true)
    expect(isAdmin(staff)).toBe(false)
    expect(isAdmin(client)).toBe(false)
    expect(isAdmin(anonymous)).toBe(false)
    expect(isAdminField({ ...client, siblingData: {} } as never)).toBe(false)
    expect(isAdminField({ ...staff, siblingData: {} } as never)).toBe(false)
    expect(isAdminField({ ...admin, siblingData: {} } as never)).toBe(true)
  })

  it('the admin panel is for staff only', () => {
    expect(canAccessAdmin(admin)).toBe(true)
    expect(canAccessAdmin(staff)).toBe(true)
    expect(canAccessAdmin(client)).toBe(false)
    expect(canAccessAdmin(anonymous)).toBe(false)
  })

  it('isStaffOrSelf: staff read all users, a client only itself, a visitor nobody', () => {
    expect(isStaffOrSelf(staff)).toBe(true)
    expect(isStaffOrSelf(client)).toEqual({ id: { equals: 'client-a' } })
    expect(isStaffOrSelf(anonymous)).toBe(false)
  })

  it('isAdminOrSelf: only an admin changes other accounts', () => {
    expect(isAdminOrSelf(admin)).toBe(true)
    expect(isAdminOrSelf(staff)).toEqual({ id: { equals: 'staff-id' } })
    expect(isAdminOrSelf(client)).toEqual({ id: { equals: 'client-a' } })
    expect(isAdminOrSelf(anonymous)).toBe(false)
  })

  it("isStaffOrMember scopes every member role to its organisation's documents, a removed member to none", () => {
    expect(isStaffOrMember()(staff)).toBe(true)
    for (const caller of [client, member, viewer])
      expect(isStaffOrMember()(caller)).toEqual({ organisation: { equals: 'org-a' } })
    expect(isStaffOrMember('id')(viewer)).toEqual({ id: { equals: 'org-a' } })
    expect(isStaffOrMember()(removed)).toBe(false)
    expect(isStaffOrMember()(anonymous)).toBe(false)
  })

  it('canContribute: staff, owners and members create; a viewer, a removed member and a visitor do not', () => {
    for (const caller of [staff, admin, client, member]) expect(canContribute(caller)).toBe(true)
    for (const caller of [viewer, removed, anonymous]) expect(canContribute(caller)).toBe(false)
  })

  it('publishedOrStaff hides drafts from everyone but staff', () => {
    expect(publishedOrStaff(staff)).toBe(true)
    expect(publishedOrStaff(admin)).toBe(true)
    expect(publishedOrStaff(client)).toEqual({ _status: { equals: 'published' } })
    expect(publishedOrStaff(anonymous)).toEqual({ _status: { equals: 'published' } })
  })
})

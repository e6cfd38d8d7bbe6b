import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { anyone } from '@/access/anyone'
import { canAccessAdmin } from '@/access/canAccessAdmin'
import { canContribute } from '@/access/canContribute'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { isEditor, isEditorField } from '@/access/isEditor'
import { isSales, isSalesField } from '@/access/isSales'
import { isSalesOrMember } from '@/access/isSalesOrMember'
import { isSalesOrSelf } from '@/access/isSalesOrSelf'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import type { StaffRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { hasEditorRole } from '@/access/roles'

type Role = 'admin' | 'staff' | 'client'
type Membership = { organisation: string | null; memberRole: 'owner' | 'member' | 'viewer' }
const user = (
  role: Role,
  id = `${role}-id`,
  membership?: Membership,
  staffRoles?: StaffRole[],
) => ({
  id,
  role,
  email: `${role}@example.co.za`,
  collection: 'users',
  ...(staffRoles ? { staffRoles } : {}),
  ...membership,
})

// Access functions only read req.user; a request carrying just that is the honest input.
const args = (u: ReturnType<typeof user> | null) => ({
  req: { user: u } as unknown as PayloadRequest,
})
const field = (caller: ReturnType<typeof args>) => ({ ...caller, siblingData: {} }) as never

const anonymous = args(null)
const admin = args(user('admin'))
const editor = args(user('staff', 'editor-id', undefined, ['editor']))
const sales = args(user('staff', 'sales-id', undefined, ['sales']))
const both = args(user('staff', 'both-id', undefined, ['editor', 'sales']))
/** A staff account no admin has given a role yet: in the admin, but allowed nothing. */
const bare = args(user('staff', 'bare-id', undefined, []))
const client = args(user('client', 'client-a', { organisation: 'org-a', memberRole: 'owner' }))
const member = args(user('client', 'member-a', { organisation: 'org-a', memberRole: 'member' }))
const viewer = args(user('client', 'viewer-a', { organisation: 'org-a', memberRole: 'viewer' }))
const removed = args(user('client', 'removed', { organisation: null, memberRole: 'member' }))
// A client cannot hold a staff role, even if one were written on the account.
const forgedClient = args(
  user('client', 'forged', { organisation: 'org-a', memberRole: 'owner' }, ['editor', 'sales']),
)

describe('access helpers', () => {
  it('anyone lets every caller through, nobody lets none', () => {
    for (const caller of [anonymous, admin, editor, sales, client]) {
      expect(anyone(caller)).toBe(true)
      expect(nobody(caller)).toBe(false)
    }
  })

  it('isStaff (the admin panel’s own bookkeeping) admits every agency account, whatever its roles', () => {
    for (const caller of [admin, editor, sales, bare]) expect(isStaff(caller)).toBe(true)
    for (const caller of [client, anonymous]) expect(isStaff(caller)).toBe(false)
  })

  it('isEditor admits admins and staff with the editor role only', () => {
    for (const caller of [admin, editor, both]) {
      expect(isEditor(caller)).toBe(true)
      expect(isEditorField(field(caller))).toBe(true)
    }
    for (const caller of [sales, bare, client, forgedClient, anonymous]) {
      expect(isEditor(caller)).toBe(false)
      expect(isEditorField(field(caller))).toBe(false)
    }
  })

  it('isSales admits admins and staff with the sales role only', () => {
    for (const caller of [admin, sales, both]) {
      expect(isSales(caller)).toBe(true)
      expect(isSalesField(field(caller))).toBe(true)
    }
    for (const caller of [editor, bare, client, forgedClient, anonymous]) {
      expect(isSales(caller)).toBe(false)
      expect(isSalesField(field(caller))).toBe(false)
    }
  })

  it('isAdmin admits only admins (who alone manage users, roles and staff roles)', () => {
    expect(isAdmin(admin)).toBe(true)
    for (const caller of [editor, sales, both, client, anonymous])
      expect(isAdmin(caller)).toBe(false)
    expect(isAdminField(field(admin))).toBe(true)
    for (const caller of [editor, sales, both, client])
      expect(isAdminField(field(caller))).toBe(false)
  })

  it('the admin panel is for agency accounts only', () => {
    for (const caller of [admin, editor, sales, bare]) expect(canAccessAdmin(caller)).toBe(true)
    for (const caller of [client, anonymous]) expect(canAccessAdmin(caller)).toBe(false)
  })

  it('isSalesOrSelf: sales read all users; an editor or a client only itself; a visitor nobody', () => {
    expect(isSalesOrSelf(sales)).toBe(true)
    expect(isSalesOrSelf(admin)).toBe(true)
    expect(isSalesOrSelf(editor)).toEqual({ id: { equals: 'editor-id' } })
    expect(isSalesOrSelf(client)).toEqual({ id: { equals: 'client-a' } })
    expect(isSalesOrSelf(anonymous)).toBe(false)
  })

  it('isAdminOrSelf: only an admin changes other accounts', () => {
    expect(isAdminOrSelf(admin)).toBe(true)
    expect(isAdminOrSelf(sales)).toEqual({ id: { equals: 'sales-id' } })
    expect(isAdminOrSelf(client)).toEqual({ id: { equals: 'client-a' } })
    expect(isAdminOrSelf(anonymous)).toBe(false)
  })

  it("isSalesOrMember scopes every member role to its organisation's documents; an editor and a removed member to none", () => {
    expect(isSalesOrMember()(sales)).toBe(true)
    for (const caller of [client, member, viewer])
      expect(isSalesOrMember()(caller)).toEqual({ organisation: { equals: 'org-a' } })
    expect(isSalesOrMember('id')(viewer)).toEqual({ id: { equals: 'org-a' } })
    for (const caller of [editor, bare, removed, anonymous])
      expect(isSalesOrMember()(caller)).toBe(false)
  })

  it('canContribute: sales, owners and members create; an editor, a viewer, a removed member and a visitor do not', () => {
    for (const caller of [sales, admin, client, member]) expect(canContribute(caller)).toBe(true)
    for (const caller of [editor, viewer, removed, anonymous])
      expect(canContribute(caller)).toBe(false)
  })

  it('publishedOrEditor hides drafts from everyone but editors and admins', () => {
    expect(publishedOrEditor(editor)).toBe(true)
    expect(publishedOrEditor(admin)).toBe(true)
    for (const caller of [sales, client, anonymous])
      expect(publishedOrEditor(caller)).toEqual({ _status: { equals: 'published' } })
  })

  it('shownOnlyTo hides an entry from the admin navigation of those it refuses', () => {
    const hidden = shownOnlyTo(hasEditorRole)
    expect(hidden({ user: editor.req.user })).toBe(false)
    expect(hidden({ user: admin.req.user })).toBe(false)
    expect(hidden({ user: sales.req.user })).toBe(true)
  })
})

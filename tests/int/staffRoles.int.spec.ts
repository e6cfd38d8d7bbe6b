import { randomUUID } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_EDITOR, DEMO_SALES, seedAdmin } from '../../seed/data/users'
import { rest } from '../helpers/api'
import { getTestPayload, loginToken, seededUser } from '../helpers/payload'

/**
 * Staff roles on the account itself (README: "Roles"): only an admin gives or takes them, a change
 * ends the person's sessions, and the seeded editor and sales accounts hold one role each.
 * Who may do what with each role: tests/int/accessMatrix.int.spec.ts.
 */

describe('staff roles on accounts', () => {
  let payload: Payload
  const created: string[] = []

  const load = (email: string) => seededUser(payload, email, 0)
  const makeStaff = async (staffRoles: ('editor' | 'sales')[]) => {
    const password = `Roles-${randomUUID()}`
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `roles-${randomUUID().slice(0, 8)}@example.co.za`,
        password,
        name: 'Roles Test',
        role: 'staff',
        staffRoles,
      },
      overrideAccess: true,
    })
    created.push(user.id)
    return { user: { ...user, collection: 'users' } as TypedUser, password }
  }
  const storedRoles = async (id: string) => {
    const user = await payload.findByID({ collection: 'users', id, overrideAccess: true })
    return { role: user.role, staffRoles: user.staffRoles ?? [] }
  }

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
  })

  it('the seed has an editor and a sales account, each with its one role', async () => {
    expect(await load(DEMO_EDITOR.email)).toMatchObject({ role: 'staff', staffRoles: ['editor'] })
    expect(await load(DEMO_SALES.email)).toMatchObject({ role: 'staff', staffRoles: ['sales'] })
  })

  it('a staff member cannot give themselves another role, through the Local API or REST', async () => {
    const { user, password } = await makeStaff(['editor'])
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { staffRoles: ['editor', 'sales'], role: 'admin', name: 'Still An Editor' },
      user,
      overrideAccess: false,
    })
    expect(updated.name).toBe('Still An Editor')
    expect(await storedRoles(user.id)).toEqual({ role: 'staff', staffRoles: ['editor'] })

    const token = await loginToken(payload, user.email, password)
    await rest('PATCH', `/api/users/${user.id}`, {
      body: { staffRoles: ['sales'], role: 'admin' },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(await storedRoles(user.id)).toEqual({ role: 'staff', staffRoles: ['editor'] })
    // Nor may sales, who read every account, change another's.
    const sales = await makeStaff(['sales'])
    const salesToken = await loginToken(payload, sales.user.email, sales.password)
    const answer = await rest('PATCH', `/api/users/${user.id}`, {
      body: { staffRoles: ['editor', 'sales'] },
      headers: { Authorization: `JWT ${salesToken}` },
    })
    expect([403, 404]).toContain(answer.status)
    expect(await storedRoles(user.id)).toEqual({ role: 'staff', staffRoles: ['editor'] })
  })

  it('an admin changes staff roles, and the change ends that person’s sessions', async () => {
    const { user, password } = await makeStaff(['editor'])
    const token = await loginToken(payload, user.email, password)
    const headers = new Headers({ Authorization: `JWT ${token}` })
    expect((await payload.auth({ headers })).user?.id).toBe(user.id)

    const admin = await load(seedAdmin().email)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { staffRoles: ['sales'] },
      user: admin,
      overrideAccess: false,
    })
    expect(await storedRoles(user.id)).toEqual({ role: 'staff', staffRoles: ['sales'] })
    expect((await payload.auth({ headers })).user).toBeNull()
  })

  it('a project’s agency contact is an admin or sales: an editor cannot be assigned, and would not be emailed', async () => {
    const editor = await makeStaff(['editor'])
    const sales = await makeStaff(['sales'])
    const { docs } = await payload.find({
      collection: 'organisations',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const organisation = docs[0]?.id
    if (!organisation) throw new Error('the seed has no organisation')
    const project = await payload.create({
      collection: 'projects',
      data: {
        name: `Roles ${randomUUID()}`,
        organisation,
        assignedTo: sales.user.id,
        status: 'planning',
        progress: 0,
      },
      overrideAccess: true,
    })
    try {
      expect(
        project.assignedTo && typeof project.assignedTo === 'object'
          ? project.assignedTo.id
          : project.assignedTo,
      ).toBe(sales.user.id)
      await expect(
        payload.update({
          collection: 'projects',
          id: project.id,
          data: { assignedTo: editor.user.id },
          overrideAccess: true,
        }),
      ).rejects.toThrow()
      const stored = await payload.findByID({
        collection: 'projects',
        id: project.id,
        depth: 0,
        overrideAccess: true,
      })
      expect(stored.assignedTo).toBe(sales.user.id)
    } finally {
      await payload.delete({ collection: 'projects', id: project.id, overrideAccess: true })
    }
  })
})

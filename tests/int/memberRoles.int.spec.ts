import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CLIENT, DEMO_MEMBER, DEMO_VIEWER, SECOND_CLIENT } from '../../seed/data/users'
import { rest } from '../helpers/api'
import { first, idOf } from '../helpers/lists'
import { getTestPayload, loginToken, seededUser } from '../helpers/payload'
import { makePdf } from '../helpers/portalFiles'

/**
 * Member roles in a client organisation, through the Local API (overrideAccess: false) and REST
 * with each person's own session: owners, members and viewers of organisation A read all of A's
 * records and none of B's; viewers create nothing; a member removed from A loses A at once, the
 * session they already hold included.
 */

type Person = 'owner' | 'member' | 'viewer' | 'otherOwner'
const PORTAL_RECORDS = ['projects', 'project-files', 'messages', 'feedback'] as const

describe('client organisation member roles', () => {
  let payload: Payload
  const people = {} as Record<Person, TypedUser>
  const orgA = { id: '', project: '' }
  const orgB = { id: '', project: '' }
  const cleanup: Array<{ collection: CollectionSlug; id: string }> = []

  const as = (user: TypedUser) => ({ user, overrideAccess: false as const })
  const load = (email: string) => seededUser(payload, email, 0)
  const firstProjectOf = async (organisation: string) => {
    const { docs } = await payload.find({
      collection: 'projects',
      where: { organisation: { equals: organisation } },
      depth: 0,
      overrideAccess: true,
      limit: 1,
    })
    if (!docs[0]) throw new Error('the seed gives the organisation no project')
    return docs[0].id
  }
  const signIn = async (email: string, password: string) => ({
    Authorization: `JWT ${await loginToken(payload, email, password)}`,
  })
  const messageAs = (user: TypedUser, project: string, organisation: string) =>
    payload.create({
      collection: 'messages',
      data: { project, organisation, author: user.id, type: 'feedback', body: randomUUID() },
      ...as(user),
    })

  beforeAll(async () => {
    payload = await getTestPayload()
    people.owner = await load(DEMO_CLIENT.email)
    people.member = await load(DEMO_MEMBER.email)
    people.viewer = await load(DEMO_VIEWER.email)
    people.otherOwner = await load(SECOND_CLIENT.email)
    orgA.id = idOf(people.owner.organisation) ?? ''
    orgB.id = idOf(people.otherOwner.organisation) ?? ''
    orgA.project = await firstProjectOf(orgA.id)
    orgB.project = await firstProjectOf(orgB.id)
  })

  afterAll(async () => {
    for (const { collection, id } of cleanup.reverse())
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  })

  it('the seed holds one company with an owner, a member and a viewer', () => {
    expect(people.owner.memberRole).toBe('owner')
    expect(people.member.memberRole).toBe('member')
    expect(people.viewer.memberRole).toBe('viewer')
    expect(idOf(people.member.organisation)).toBe(orgA.id)
    expect(idOf(people.viewer.organisation)).toBe(orgA.id)
    expect(orgB.id).not.toBe(orgA.id)
  })

  it.each(PORTAL_RECORDS)(
    'every member role of A reads the same %s of A, and none of B',
    async (collection) => {
      const lists = await Promise.all(
        (['owner', 'member', 'viewer'] as const).map(async (person) => {
          const { docs } = await payload.find({
            collection,
            depth: 0,
            pagination: false,
            ...as(people[person]),
          })
          for (const doc of docs) expect(idOf(doc.organisation)).toBe(orgA.id)
          return docs.map((doc) => doc.id).sort()
        }),
      )
      expect(first(lists, 'a list').length).toBeGreaterThan(0)
      expect(lists[1]).toEqual(lists[0])
      expect(lists[2]).toEqual(lists[0])
    },
  )

  it('each member reads their own organisation, and only it', async () => {
    for (const person of ['owner', 'member', 'viewer'] as const) {
      const { docs } = await payload.find({
        collection: 'organisations',
        depth: 0,
        ...as(people[person]),
      })
      expect(docs.map((d) => d.id)).toEqual([orgA.id])
    }
    await expect(
      payload.findByID({ collection: 'organisations', id: orgB.id, ...as(people.member) }),
    ).rejects.toThrow()
  })

  it('a member posts and uploads on their organisation’s project; a viewer can do neither', async () => {
    const posted = await messageAs(people.member, orgA.project, orgA.id)
    cleanup.push({ collection: 'messages', id: posted.id })
    expect(idOf(posted.organisation)).toBe(orgA.id)

    await expect(messageAs(people.viewer, orgA.project, orgA.id)).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.create({
        collection: 'feedback',
        data: {
          organisation: orgA.id,
          project: orgA.project,
          category: 'General Feedback',
          priority: 'Low',
          text: 'viewer feedback',
          status: 'new',
        },
        ...as(people.viewer),
      }),
    ).rejects.toMatchObject({ status: 403 })
    const pdf = await makePdf('viewer upload')
    await expect(
      payload.create({
        collection: 'project-files',
        data: { project: orgA.project, organisation: orgA.id },
        file: { data: pdf, name: 'viewer.pdf', mimetype: 'application/pdf', size: pdf.length },
        ...as(people.viewer),
      }),
    ).rejects.toMatchObject({ status: 403 })

    // The same through REST with the viewer's own session.
    const viewerSession = await signIn(DEMO_VIEWER.email, DEMO_VIEWER.password)
    const answer = await rest('POST', '/api/messages', {
      body: { project: orgA.project, type: 'feedback', body: 'viewer via REST' },
      headers: viewerSession,
    })
    expect(answer.status).toBe(403)
  })

  it('nobody in A attaches anything to B’s project, whatever the body says', async () => {
    for (const person of ['owner', 'member'] as const) {
      await expect(messageAs(people[person], orgB.project, orgA.id)).rejects.toMatchObject({
        status: 403,
      })
      await expect(messageAs(people[person], orgB.project, orgB.id)).rejects.toMatchObject({
        status: 403,
      })
    }
    const { totalDocs } = await payload.count({
      collection: 'messages',
      where: {
        and: [
          { project: { equals: orgB.project } },
          { author: { in: [people.owner.id, people.member.id] } },
        ],
      },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('a member removed from the organisation loses it at once, the session they hold included', async () => {
    const password = `Removed-${randomUUID()}`
    const email = `removed-${randomUUID().slice(0, 8)}@example.co.za`
    const removed = await payload.create({
      collection: 'users',
      data: {
        email,
        password,
        name: 'Soon Removed',
        role: 'client',
        organisation: orgA.id,
        memberRole: 'member',
      },
      overrideAccess: true,
    })
    cleanup.push({ collection: 'users', id: removed.id })
    const session = await signIn(email, password)
    const before = await rest('GET', `/api/projects/${orgA.project}?depth=0`, { headers: session })
    expect(before.status).toBe(200)

    await payload.update({
      collection: 'users',
      id: removed.id,
      data: { organisation: null },
      overrideAccess: true,
    })

    const project = await rest('GET', `/api/projects/${orgA.project}?depth=0`, { headers: session })
    expect(project.status).not.toBe(200)
    const list = await rest('GET', '/api/messages?depth=0', { headers: session })
    expect(list.status === 403 || (list.json as { docs: unknown[] }).docs.length === 0).toBe(true)
    // The session itself has ended: the token no longer names anyone.
    const me = await rest('GET', '/api/users/me', { headers: session })
    expect((me.json as { user: unknown }).user).toBeNull()
    const stored = await payload.db.findOne<{ id: string; sessions?: unknown[] }>({
      collection: 'users',
      where: { id: { equals: removed.id } },
    })
    expect(stored?.sessions ?? []).toHaveLength(0)
  })

  it('a client cannot move themselves into another organisation or change their member role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: people.viewer.id,
      data: { organisation: orgB.id, memberRole: 'owner' },
      ...as(people.viewer),
    })
    expect(idOf(updated.organisation)).toBe(orgA.id)
    expect(updated.memberRole).toBe('viewer')
  })
})

import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { AuthenticationError, LockedAuth, logoutOperation, createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Project } from '@/payload-types'
import { LOGIN_RATE_LIMIT } from '@/validation/limits'
import { LOGIN_RATE_LIMITED } from '@/validation/messages'

import { DEMO_CLIENT, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { first, idOf } from '../helpers/lists'
import { getTestPayload, seededUser } from '../helpers/payload'
import { makePdf } from '../helpers/portalFiles'
import { PORTAL_COLLECTIONS, type PortalCollection } from '../helpers/portalCollections'

/**
 * The client portal's access matrix through the Local API as each actor (overrideAccess: false):
 * anonymous, client A (the demo client), client B (the second client) and staff (the seed
 * admin). REST and GraphQL get the same matrix in tests/e2e/portal.e2e.spec.ts.
 */

type Actor = 'anonymous' | 'clientA' | 'clientB' | 'staff'

/** The field that says whose a record is, per collection: the client organisation. */
const OWNER_FIELD: Record<Exclude<PortalCollection, 'security-events' | 'users'>, string> = {
  projects: 'organisation',
  'project-files': 'organisation',
  messages: 'organisation',
  feedback: 'organisation',
}

describe('client portal access matrix (Local API, overrideAccess: false)', () => {
  let payload: Payload
  const users = {} as Record<Exclude<Actor, 'anonymous'>, TypedUser>
  /** Each client's organisation: what their records belong to. */
  const org = {} as Record<'clientA' | 'clientB', string>
  const as = (actor: Actor) => ({
    user: actor === 'anonymous' ? undefined : users[actor],
    overrideAccess: false as const,
  })
  let projectA: Project
  let projectB: Project
  const cleanup: Array<{ collection: CollectionSlug; id: string }> = []
  /** One record of each portal collection per client, made for this file and removed after it. */
  const docs = {} as Record<
    'clientA' | 'clientB',
    Record<'project-files' | 'messages' | 'feedback', string>
  >

  const loadUser = (email: string) => seededUser(payload, email)

  beforeAll(async () => {
    payload = await getTestPayload()
    users.clientA = await loadUser(DEMO_CLIENT.email)
    users.clientB = await loadUser(SECOND_CLIENT.email)
    users.staff = await loadUser(seedAdmin().email)
    for (const actor of ['clientA', 'clientB'] as const) {
      const organisation = idOf(users[actor].organisation)
      if (!organisation) throw new Error(`seeded ${actor} has no organisation`)
      org[actor] = organisation
    }

    const firstProject = async (organisation: string, what: string) =>
      first(
        (
          await payload.find({
            collection: 'projects',
            where: { organisation: { equals: organisation } },
            overrideAccess: true,
            sort: 'createdAt',
            limit: 1,
          })
        ).docs,
        what,
      )
    projectA = await firstProject(org.clientA, 'a seeded project for client A')
    projectB = await firstProject(org.clientB, 'a seeded project for client B')

    // Each client's own records, created the way the portal creates them: as that client.
    for (const [actor, project] of [
      ['clientA', projectA],
      ['clientB', projectB],
    ] as const) {
      const pdf = await makePdf(`${actor} brief`)
      const file = await payload.create({
        collection: 'project-files',
        data: { project: project.id, organisation: org[actor] },
        file: {
          data: pdf,
          name: `access-${actor}-${randomUUID().slice(0, 8)}.pdf`,
          mimetype: 'application/pdf',
          size: pdf.length,
        },
        ...as(actor),
      })
      const message = await payload.create({
        collection: 'messages',
        data: {
          project: project.id,
          organisation: org[actor],
          author: users[actor].id,
          type: 'feedback',
          body: `Hello from ${actor}`,
        },
        ...as(actor),
      })
      const feedback = await payload.create({
        collection: 'feedback',
        data: {
          organisation: org[actor],
          project: project.id,
          category: 'General Feedback',
          priority: 'Low',
          text: `Feedback from ${actor}`,
          status: 'new',
        },
        ...as(actor),
      })
      docs[actor] = { 'project-files': file.id, messages: message.id, feedback: feedback.id }
      cleanup.push(
        { collection: 'project-files', id: file.id },
        { collection: 'messages', id: message.id },
        { collection: 'feedback', id: feedback.id },
      )
    }
  })

  afterAll(async () => {
    for (const { collection, id } of cleanup.reverse()) {
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
    }
  })

  /** The ids an actor can list, or 'forbidden' when Payload refuses the read outright. */
  const listed = async (
    actor: Actor,
    collection: PortalCollection,
  ): Promise<string[] | 'forbidden'> => {
    try {
      const { docs: found } = await payload.find({
        collection,
        depth: 0,
        limit: 1000,
        pagination: false,
        ...as(actor),
      })
      return found.map((doc) => doc.id)
    } catch (error) {
      if (error instanceof Error && error.name === 'Forbidden') return 'forbidden'
      throw error
    }
  }

  const ownerOf = async (collection: keyof typeof OWNER_FIELD, id: string) => {
    const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
    return idOf((doc as unknown as Record<string, unknown>)[OWNER_FIELD[collection]])
  }

  describe('reading', () => {
    it.each(PORTAL_COLLECTIONS)(
      'an anonymous visitor reads nothing from %s',
      async (collection) => {
        const result = await listed('anonymous', collection)
        expect(result === 'forbidden' || result.length === 0).toBe(true)
      },
    )

    it.each(['projects', 'project-files', 'messages', 'feedback'] as const)(
      'each client lists only their own %s, and staff list both clients’',
      async (collection) => {
        for (const actor of ['clientA', 'clientB'] as const) {
          const ids = await listed(actor, collection)
          expect(ids).not.toBe('forbidden')
          expect((ids as string[]).length).toBeGreaterThan(0)
          for (const id of ids as string[]) expect(await ownerOf(collection, id)).toBe(org[actor])
        }
        const staff = await listed('staff', collection)
        const owners = new Set(
          await Promise.all((staff as string[]).map((id) => ownerOf(collection, id))),
        )
        expect(owners).toContain(org.clientA)
        expect(owners).toContain(org.clientB)
      },
    )

    it('client A cannot open any of client B’s records by id, and the reverse', async () => {
      const targets = [
        ['projects', projectB.id, 'clientA'],
        ['project-files', docs.clientB['project-files'], 'clientA'],
        ['messages', docs.clientB.messages, 'clientA'],
        ['feedback', docs.clientB.feedback, 'clientA'],
        ['users', users.clientB.id, 'clientA'],
        ['projects', projectA.id, 'clientB'],
        ['messages', docs.clientA.messages, 'clientB'],
        ['users', users.clientA.id, 'clientB'],
      ] as const
      for (const [collection, id, actor] of targets) {
        await expect(
          payload.findByID({ collection, id, depth: 0, ...as(actor) }),
          `${actor} reading ${collection}`,
        ).rejects.toThrow()
      }
    })

    it('nobody but the admin (the staff actor here) reads the security log; clients see only their own account', async () => {
      expect(await listed('clientA', 'security-events')).toBe('forbidden')
      expect(await listed('clientB', 'security-events')).toBe('forbidden')
      expect(await listed('staff', 'security-events')).not.toBe('forbidden')

      expect(await listed('clientA', 'users')).toEqual([users.clientA.id])
      expect(await listed('clientB', 'users')).toEqual([users.clientB.id])
      expect(await listed('staff', 'users')).toEqual(
        expect.arrayContaining([users.clientA.id, users.clientB.id, users.staff.id]),
      )
    })

    it('a client’s depth-populated file or message never carries another client’s data', async () => {
      const { docs: files } = await payload.find({
        collection: 'project-files',
        depth: 2,
        ...as('clientA'),
      })
      expect(JSON.stringify(files)).not.toContain(users.clientB.id)
      expect(JSON.stringify(files)).not.toContain(SECOND_CLIENT.email)
    })
  })

  describe('changing and deleting', () => {
    it('client A can neither change nor delete anything of client B’s', async () => {
      const attempts: Array<() => Promise<unknown>> = [
        () =>
          payload.update({
            collection: 'projects',
            id: projectB.id,
            data: { progress: 1 },
            ...as('clientA'),
          }),
        () =>
          payload.update({
            collection: 'messages',
            id: docs.clientB.messages,
            data: { body: 'hijacked' },
            ...as('clientA'),
          }),
        () =>
          payload.update({
            collection: 'feedback',
            id: docs.clientB.feedback,
            data: { text: 'hijacked' },
            ...as('clientA'),
          }),
        () =>
          payload.update({
            collection: 'project-files',
            id: docs.clientB['project-files'],
            data: { project: projectA.id },
            ...as('clientA'),
          }),
        () =>
          payload.update({
            collection: 'users',
            id: users.clientB.id,
            data: { name: 'Hijacked' },
            ...as('clientA'),
          }),
        () => payload.delete({ collection: 'projects', id: projectB.id, ...as('clientA') }),
        () =>
          payload.delete({
            collection: 'project-files',
            id: docs.clientB['project-files'],
            ...as('clientA'),
          }),
        () =>
          payload.delete({ collection: 'messages', id: docs.clientB.messages, ...as('clientA') }),
        () =>
          payload.delete({ collection: 'feedback', id: docs.clientB.feedback, ...as('clientA') }),
        () => payload.delete({ collection: 'users', id: users.clientB.id, ...as('clientA') }),
      ]
      for (const attempt of attempts) await expect(attempt()).rejects.toThrow()

      // Bulk operations with a where clause aimed at B's records change nothing either.
      const bulk = await payload
        .update({
          collection: 'messages',
          where: { organisation: { equals: org.clientB } },
          data: { body: 'hijacked' },
          ...as('clientA'),
        })
        .catch(() => null)
      expect(bulk?.docs ?? []).toHaveLength(0)
      const bulkDelete = await payload
        .delete({
          collection: 'project-files',
          where: { organisation: { equals: org.clientB } },
          ...as('clientA'),
        })
        .catch(() => null)
      expect(bulkDelete?.docs ?? []).toHaveLength(0)

      const message = await payload.findByID({
        collection: 'messages',
        id: docs.clientB.messages,
        overrideAccess: true,
      })
      expect(message.body).toBe('Hello from clientB')
      const file = await payload.findByID({
        collection: 'project-files',
        id: docs.clientB['project-files'],
        overrideAccess: true,
      })
      expect(idOf(file.project)).toBe(projectB.id)
      const b = await payload.findByID({
        collection: 'users',
        id: users.clientB.id,
        overrideAccess: true,
      })
      expect(b.name).toBe(SECOND_CLIENT.name)
    })

    it('a client cannot edit even their own projects, messages or feedback: staff manage them', async () => {
      await expect(
        payload.update({
          collection: 'projects',
          id: projectA.id,
          data: { progress: 100 },
          ...as('clientA'),
        }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'messages',
          id: docs.clientA.messages,
          data: { body: 'edited' },
          ...as('clientA'),
        }),
      ).rejects.toThrow()
      await expect(
        payload.update({
          collection: 'feedback',
          id: docs.clientA.feedback,
          data: { status: 'done' },
          ...as('clientA'),
        }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'projects',
          data: { name: 'Mine now', organisation: org.clientA, status: 'planning', progress: 0 },
          ...as('clientA'),
        }),
      ).rejects.toThrow()
    })

    it('a client deletes their own uploads but not the files staff shared with them', async () => {
      const pdf = await makePdf('to delete')
      const own = await payload.create({
        collection: 'project-files',
        data: { project: projectA.id, organisation: org.clientA },
        file: {
          data: pdf,
          name: `delete-me-${randomUUID().slice(0, 8)}.pdf`,
          mimetype: 'application/pdf',
          size: pdf.length,
        },
        ...as('clientA'),
      })
      await payload.delete({ collection: 'project-files', id: own.id, ...as('clientA') })
      await expect(
        payload.findByID({ collection: 'project-files', id: own.id, overrideAccess: true }),
      ).rejects.toThrow()

      const shared = await payload.create({
        collection: 'project-files',
        data: { project: projectA.id, organisation: org.clientA },
        file: {
          data: pdf,
          name: `shared-${randomUUID().slice(0, 8)}.pdf`,
          mimetype: 'application/pdf',
          size: pdf.length,
        },
        ...as('staff'),
      })
      cleanup.push({ collection: 'project-files', id: shared.id })
      expect(idOf(shared.organisation)).toBe(org.clientA)
      expect(idOf(shared.uploadedBy)).toBe(users.staff.id)
      await expect(
        payload.delete({ collection: 'project-files', id: shared.id, ...as('clientA') }),
      ).rejects.toThrow()
    })

    it('staff change and delete any client’s records', async () => {
      const updated = await payload.update({
        collection: 'feedback',
        id: docs.clientB.feedback,
        data: { status: 'reviewed' },
        ...as('staff'),
      })
      expect(updated.status).toBe('reviewed')
      const message = await payload.create({
        collection: 'messages',
        data: {
          project: projectB.id,
          organisation: org.clientA,
          author: users.clientA.id,
          type: 'update',
          body: 'Staff update',
        },
        ...as('staff'),
      })
      // The thread's owner follows the project, whatever the body said.
      expect(idOf(message.organisation)).toBe(org.clientB)
      expect(idOf(message.author)).toBe(users.staff.id)
      // An edit that keeps the project keeps its owner and author too.
      const edited = await payload.update({
        collection: 'messages',
        id: message.id,
        data: { organisation: org.clientA, author: users.clientA.id, body: 'Staff update, edited' },
        ...as('staff'),
      })
      expect(idOf(edited.organisation)).toBe(org.clientB)
      expect(idOf(edited.author)).toBe(users.staff.id)
      await payload.delete({ collection: 'messages', id: message.id, ...as('staff') })
    })
  })

  describe('creating as a client', () => {
    it('forces owner and author to the signed-in client, whatever the body claims', async () => {
      const message = await payload.create({
        collection: 'messages',
        data: {
          project: projectA.id,
          organisation: org.clientB,
          author: users.staff.id,
          authorName: 'The Agency',
          type: 'update',
          body: '<b>Hi</b> <script>alert(1)</script>there',
        },
        ...as('clientA'),
      })
      cleanup.push({ collection: 'messages', id: message.id })
      expect(idOf(message.organisation)).toBe(org.clientA)
      expect(idOf(message.author)).toBe(users.clientA.id)
      expect(message.authorName).toBe(DEMO_CLIENT.name)
      expect(message.type).toBe('feedback')
      expect(message.body).toBe('Hi there')

      const feedback = await payload.create({
        collection: 'feedback',
        data: {
          organisation: org.clientB,
          project: projectA.id,
          category: 'Design Review',
          priority: 'Urgent',
          text: 'Bigger logo',
          status: 'done',
        },
        ...as('clientA'),
      })
      cleanup.push({ collection: 'feedback', id: feedback.id })
      expect(idOf(feedback.organisation)).toBe(org.clientA)
      expect(feedback.status).toBe('new')

      const pdf = await makePdf('owner test')
      const file = await payload.create({
        collection: 'project-files',
        data: { project: projectA.id, organisation: org.clientB, uploadedBy: users.staff.id },
        file: {
          data: pdf,
          name: `owner-${randomUUID().slice(0, 8)}.pdf`,
          mimetype: 'application/pdf',
          size: pdf.length,
        },
        ...as('clientA'),
      })
      cleanup.push({ collection: 'project-files', id: file.id })
      expect(idOf(file.organisation)).toBe(org.clientA)
      expect(idOf(file.uploadedBy)).toBe(users.clientA.id)
    })

    it('refuses to attach anything to another client’s project, and stores nothing', async () => {
      const before = await Promise.all(
        (['messages', 'feedback', 'project-files'] as const).map((collection) =>
          payload.count({ collection, overrideAccess: true }),
        ),
      )
      await expect(
        payload.create({
          collection: 'messages',
          data: {
            project: projectB.id,
            organisation: org.clientA,
            author: users.clientA.id,
            type: 'feedback',
            body: 'Let me in',
          },
          ...as('clientA'),
        }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.create({
          collection: 'feedback',
          data: {
            organisation: org.clientA,
            project: projectB.id,
            category: 'General Feedback',
            priority: 'Low',
            text: 'Let me in',
            status: 'new',
          },
          ...as('clientA'),
        }),
      ).rejects.toThrow(/not allowed/i)
      const pdf = await makePdf('intruder')
      await expect(
        payload.create({
          collection: 'project-files',
          data: { project: projectB.id, organisation: org.clientA },
          file: { data: pdf, name: 'intruder.pdf', mimetype: 'application/pdf', size: pdf.length },
          ...as('clientA'),
        }),
      ).rejects.toThrow(/not allowed/i)
      // A project id that does not exist gets exactly the same answer.
      await expect(
        payload.create({
          collection: 'messages',
          data: {
            project: randomUUID(),
            organisation: org.clientA,
            author: users.clientA.id,
            type: 'feedback',
            body: 'Hello?',
          },
          ...as('clientA'),
        }),
      ).rejects.toThrow(/not allowed/i)

      const after = await Promise.all(
        (['messages', 'feedback', 'project-files'] as const).map((collection) =>
          payload.count({ collection, overrideAccess: true }),
        ),
      )
      expect(after.map((c) => c.totalDocs)).toEqual(before.map((c) => c.totalDocs))
    })

    it('anonymous visitors create nothing anywhere', async () => {
      await expect(
        payload.create({
          collection: 'messages',
          data: {
            project: projectA.id,
            organisation: org.clientA,
            author: users.clientA.id,
            type: 'feedback',
            body: 'x',
          },
          ...as('anonymous'),
        }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'feedback',
          data: {
            organisation: org.clientA,
            category: 'General Feedback',
            priority: 'Low',
            text: 'x',
            status: 'new',
          },
          ...as('anonymous'),
        }),
      ).rejects.toThrow()
    })

    it('nobody writes to the security log through the API, staff included', async () => {
      for (const actor of ['anonymous', 'clientA', 'staff'] as const) {
        await expect(
          payload.create({ collection: 'security-events', data: { type: 'login' }, ...as(actor) }),
        ).rejects.toThrow()
      }
      const { docs: events } = await payload.find({
        collection: 'security-events',
        limit: 1,
        overrideAccess: true,
      })
      if (events[0]) {
        await expect(
          payload.update({
            collection: 'security-events',
            id: events[0].id,
            data: { details: 'x' },
            ...as('staff'),
          }),
        ).rejects.toThrow()
        await expect(
          payload.delete({ collection: 'security-events', id: events[0].id, ...as('staff') }),
        ).rejects.toThrow()
      }
    })
  })

  describe('accounts', () => {
    it('a client never promotes itself: the role is dropped from its own update', async () => {
      const updated = await payload.update({
        collection: 'users',
        id: users.clientA.id,
        data: { role: 'admin', company: DEMO_CLIENT.company },
        ...as('clientA'),
      })
      expect(updated.role).toBe('client')
      const stored = await payload.findByID({
        collection: 'users',
        id: users.clientA.id,
        overrideAccess: true,
      })
      expect(stored.role).toBe('client')
      await expect(
        payload.create({
          collection: 'users',
          data: {
            email: `${randomUUID()}@example.co.za`,
            password: 'Whatever-123456',
            name: 'Sneaky',
            role: 'admin',
          },
          ...as('clientA'),
        }),
      ).rejects.toThrow()
    })

    it('the admin panel admits staff and refuses clients', () => {
      const adminAccess = payload.collections.users.config.access.admin
      expect(adminAccess).toBeTypeOf('function')
      const check = (user: TypedUser | null) =>
        (adminAccess as (args: { req: { user: TypedUser | null } }) => boolean)({ req: { user } })
      expect(check(users.clientA)).toBe(false)
      expect(check(users.clientB)).toBe(false)
      expect(check(null)).toBe(false)
      expect(check(users.staff)).toBe(true)
    })
  })
})

describe('sign-in protection', () => {
  let payload: Payload
  const created: string[] = []
  const password = 'Correct-Horse-Battery-9'

  const makeClient = async () => {
    const email = `lockout-${randomUUID().slice(0, 8)}@example.co.za`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: 'Lockout Test', role: 'client' },
      overrideAccess: true,
    })
    created.push(user.id)
    return email
  }

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
  })

  it('locks the account for 10 minutes after 5 bad passwords: the 6th attempt is refused even with the right one', async () => {
    const email = await makeClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: `wrong-${attempt}` } }),
      ).rejects.toBeInstanceOf(attempt < 5 ? AuthenticationError : Error)
    }
    const error = await payload
      .login({ collection: 'users', data: { email, password } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LockedAuth)

    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const lockUntil = new Date(String(first(docs, 'the locked user').lockUntil)).getTime()
    expect(lockUntil - Date.now()).toBeGreaterThan(9 * 60 * 1000)
    expect(lockUntil - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
  })

  it('over REST a locked account answers exactly like a wrong password, and the attempt is logged', async () => {
    const afterError = payload.collections.users.config.hooks.afterError
    const answer = async (error: Error, email: string) => {
      const req = await createLocalReq(
        { req: { headers: new Headers({ 'x-forwarded-for': '192.0.2.99' }) } },
        payload,
      )
      req.data = { email }
      let result: unknown
      for (const hook of afterError)
        result =
          (await hook({ collection: payload.collections.users.config, context: {}, error, req })) ??
          result
      return result
    }
    const locked = await answer(new LockedAuth(), 'locked@example.co.za')
    const wrong = await answer(new AuthenticationError(), 'wrong@example.co.za')
    expect(locked).toEqual(wrong)
    expect(locked).toMatchObject({
      status: 401,
      response: { errors: [{ message: new AuthenticationError().message }] },
    })

    const { docs } = await payload.find({
      collection: 'security-events',
      where: {
        and: [{ ip: { equals: '192.0.2.99' } }, { email: { equals: 'lo***@example.co.za' } }],
      },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ type: 'login-failed', details: 'account locked' })
  })

  it('signs in fine before the lockout: 4 bad passwords, then the right one', async () => {
    const email = await makeClient()
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'nope' } }),
      ).rejects.toBeInstanceOf(AuthenticationError)
    }
    const result = await payload.login({ collection: 'users', data: { email, password } })
    expect(result.token).toBeTruthy()
  })

  it('limits failed attempts per address, before any account is looked at, and records them', async () => {
    const email = await makeClient()
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
    const headers = () =>
      new Headers({ 'x-forwarded-for': address, 'user-agent': 'portal-int-test' })
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.maxFailures; attempt++) {
      // Unknown emails: these failures lock no account, only the address counts them.
      await expect(
        payload.login({
          collection: 'users',
          data: { email: `nobody-${attempt}@example.co.za`, password: 'x' },
          req: { headers: headers() },
        }),
      ).rejects.toBeInstanceOf(AuthenticationError)
    }
    const refused = await payload
      .login({ collection: 'users', data: { email, password }, req: { headers: headers() } })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 429, message: LOGIN_RATE_LIMITED })

    // Another address is not affected, and the account itself was never locked.
    const other = await payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: new Headers({ 'x-forwarded-for': '192.0.2.77' }) },
    })
    expect(other.token).toBeTruthy()

    const { docs: events } = await payload.find({
      collection: 'security-events',
      where: { and: [{ ip: { equals: address } }, { type: { equals: 'login-failed' } }] },
      overrideAccess: true,
    })
    expect(events.length).toBeGreaterThanOrEqual(1)
    expect(events[0]?.userAgent).toBe('portal-int-test')
  })

  it('a successful sign-in gives its attempt back, so only failures count', async () => {
    const email = await makeClient()
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const req = () => ({ headers: new Headers({ 'x-forwarded-for': address }) })
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailures + 3; i++) {
      const result = await payload.login({
        collection: 'users',
        data: { email, password },
        req: req(),
      })
      expect(result.token).toBeTruthy()
    }
  })

  it('records a sign-in with the masked email, address and user agent', async () => {
    await payload.login({
      collection: 'users',
      data: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
      req: {
        headers: new Headers({
          'x-forwarded-for': '192.0.2.10',
          'user-agent': 'Mozilla/5.0 (portal test)',
        }),
      },
    })
    const { docs } = await payload.find({
      collection: 'security-events',
      where: { and: [{ type: { equals: 'login' } }, { ip: { equals: '192.0.2.10' } }] },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const event = first(docs, 'a sign-in event')
    expect(event).toMatchObject({
      email: 'de***@client.co.za',
      userAgent: 'Mozilla/5.0 (portal test)',
    })
    expect(event.email).not.toContain(DEMO_CLIENT.email)
  })

  it('logging out ends the session on the server: the old token no longer signs anyone in', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: SECOND_CLIENT.email, password: SECOND_CLIENT.password },
    })
    const headers = new Headers({ Authorization: `JWT ${token}` })
    const { user } = await payload.auth({ headers })
    expect(user?.email).toBe(SECOND_CLIENT.email)

    const req = await createLocalReq({ user: user ?? undefined, req: { headers } }, payload)
    await logoutOperation({ collection: payload.collections.users, req })

    const after = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    expect(after.user).toBeNull()
  })
})

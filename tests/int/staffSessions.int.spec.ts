import { randomUUID } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  LAST_USE_INTERVAL_MS,
  sidOfToken,
  type SessionView,
} from '@/features/accounts/sessions/sessionRecords'
import type { AuditLog, UserSession } from '@/payload-types'
import { env } from '@/env'

import { rest, restSignIn } from '../helpers/api'
import { randomAddress } from '../helpers/address'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

/**
 * A person's sessions (README "Sessions") on the real database, through the app's REST routes:
 * what a sign-in records, the person's own list, ending one session or (an admin) all of them, and
 * the audit trail of each end. A refused token is what an attacker holding a copied cookie sees.
 */

const PASSWORD = 'Session-Lantern-47-Kudu'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

type Role = 'admin' | 'staff'
type Session = { token: string; sid: string; address: string }

describe('staff sessions', () => {
  let payload: Payload
  const created: string[] = []

  const makeUser = async (tag: string, role: Role = 'staff'): Promise<TypedUser> => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `sessions-${tag}-${randomUUID().slice(0, 8)}@example.co.za`,
        password: PASSWORD,
        name: `Sessions ${tag}`,
        role,
        ...(role === 'staff' ? { staffRoles: ['editor' as const] } : {}),
      },
      overrideAccess: true,
    })
    created.push(user.id)
    return user
  }

  /** A sign-in through REST from a browser at `address`. */
  const signIn = async (
    user: { email: string },
    userAgent = FIREFOX_WINDOWS,
    address = randomAddress(),
  ): Promise<Session> => {
    const answer = await restSignIn(user.email, PASSWORD, {
      'user-agent': userAgent,
      'x-forwarded-for': address,
    })
    const token = (answer.json as { token?: string } | null)?.token
    const sid = sidOfToken(token)
    if (answer.status !== 200 || !token || !sid) throw new Error(`sign-in: ${answer.status}`)
    return { token, sid, address }
  }

  const as = (session: Session) => ({ headers: { authorization: `JWT ${session.token}` } })

  const listOf = async (session: Session) => {
    const answer = await rest('GET', '/api/users/me/sessions', as(session))
    return {
      status: answer.status,
      sessions: (answer.json as { sessions?: SessionView[] } | null)?.sessions ?? [],
    }
  }

  /** Who the API says the token belongs to, or null when it is refused. */
  const whoIs = async (session: Session): Promise<string | null> => {
    const me = await rest('GET', '/api/users/me', as(session))
    return (me.json as { user?: { email?: string } | null } | null)?.user?.email ?? null
  }

  const recordsOf = async (userId: string): Promise<UserSession[]> =>
    (
      await payload.find({
        collection: 'user-sessions',
        where: { user: { equals: userId } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const sessionEnds = async (userId: string): Promise<AuditLog[]> =>
    (
      await payload.find({
        collection: 'audit-log',
        where: {
          and: [{ action: { equals: 'session-end' } }, { documentId: { equals: userId } }],
        },
        sort: '-createdAt',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  afterAll(async () => {
    // Removing an account takes its session records with it (the foreign key cascades).
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
  })

  it('records the device and address of each sign-in, the admin’s and the portal’s alike', async () => {
    const user = await makeUser('record')
    const session = await signIn(user, FIREFOX_WINDOWS)
    const portalAddress = randomAddress()
    await payload.login({
      collection: 'users',
      data: { email: user.email, password: PASSWORD },
      req: {
        headers: new Headers({ 'user-agent': SAFARI_IPHONE, 'x-forwarded-for': portalAddress }),
      },
    })

    const { status, sessions } = await listOf(session)
    expect(status).toBe(200)
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({
      id: session.sid,
      device: 'Firefox on Windows',
      address: session.address,
      current: true,
    })
    expect(sessions[1]).toMatchObject({
      device: 'Safari on iPhone',
      address: portalAddress,
      current: false,
    })
    expect(Date.parse(first(sessions, 'the current session').lastUsedAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    )
    // The label is kept, never the User-Agent itself.
    const stored = JSON.stringify(await recordsOf(user.id))
    expect(stored).not.toContain('Mozilla')
    expect(stored).not.toContain('Gecko')
  })

  it('lists only the caller’s own sessions, and nobody’s without a session', async () => {
    const alice = await makeUser('alice')
    const bob = await makeUser('bob')
    const a1 = await signIn(alice)
    const a2 = await signIn(alice)
    const b1 = await signIn(bob)

    const ids = (await listOf(a1)).sessions.map((session) => session.id).sort()
    expect(ids).toEqual([a1.sid, a2.sid].sort())
    expect(ids).not.toContain(b1.sid)
    expect((await listOf(b1)).sessions.map((session) => session.id)).toEqual([b1.sid])

    const anonymous = await rest('GET', '/api/users/me/sessions')
    expect(anonymous.status).toBe(401)
    expect(anonymous.text).not.toContain(a1.sid)
  })

  it('ends another session of the person: its token is refused, this one still works', async () => {
    const user = await makeUser('end-other')
    const here = await signIn(user)
    const there = await signIn(user, SAFARI_IPHONE)
    expect(await whoIs(there)).toBe(user.email)

    const ended = await rest('DELETE', `/api/users/me/sessions/${there.sid}`, as(here))
    expect(ended.status).toBe(200)
    expect(ended.json).toEqual({ ok: true, signedOut: false })
    expect(ended.headers.get('set-cookie')).toBeNull()

    expect(await whoIs(there)).toBeNull()
    expect((await listOf(there)).status).toBe(401)
    expect(await whoIs(here)).toBe(user.email)
    expect((await listOf(here)).sessions.map((session) => session.id)).toEqual([here.sid])
    expect((await recordsOf(user.id)).map((record) => record.sid)).toEqual([here.sid])

    const [entry] = await sessionEnds(user.id)
    expect(entry).toMatchObject({ user: user.id, target: 'users', details: 'Ended by the person' })
    // No personal values in the trail: neither the address nor the device.
    expect(JSON.stringify(entry)).not.toContain(there.address)
    expect(JSON.stringify(entry)).not.toContain('iPhone')
  })

  it('ends this session too: the cookie is cleared and the token refused', async () => {
    const user = await makeUser('end-self')
    const here = await signIn(user)
    const ended = await rest('DELETE', `/api/users/me/sessions/${here.sid}`, {
      headers: { cookie: `payload-token=${here.token}`, origin: env.serverUrl },
    })
    expect(ended.status).toBe(200)
    expect(ended.json).toEqual({ ok: true, signedOut: true })
    const cookie = ended.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    expect(Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '')).toBeLessThanOrEqual(Date.now())
    expect(await whoIs(here)).toBeNull()
  })

  it('cannot end someone else’s session by its id, nor one that does not exist', async () => {
    const mallory = await makeUser('mallory')
    const victim = await makeUser('victim')
    const attacker = await signIn(mallory)
    const target = await signIn(victim)

    for (const sid of [target.sid, randomUUID(), 'not-a-session-id']) {
      const answer = await rest('DELETE', `/api/users/me/sessions/${sid}`, as(attacker))
      expect(answer.status, sid).toBe(404)
    }
    expect(await whoIs(target)).toBe(victim.email)
    expect(await sessionEnds(victim.id)).toHaveLength(0)

    const anonymous = await rest('DELETE', `/api/users/me/sessions/${target.sid}`)
    expect(anonymous.status).toBe(401)
    expect(await whoIs(target)).toBe(victim.email)
  })

  it('lets an admin end all of a person’s sessions, and nobody else', async () => {
    const admin = await makeUser('admin', 'admin')
    const staff = await makeUser('other-staff')
    const person = await makeUser('leaver')
    const adminSession = await signIn(admin)
    const staffSession = await signIn(staff)
    const laptop = await signIn(person)
    const phone = await signIn(person, SAFARI_IPHONE)

    const byStaff = await rest('DELETE', `/api/users/${person.id}/sessions`, as(staffSession))
    expect(byStaff.status).toBe(403)
    const byNobody = await rest('DELETE', `/api/users/${person.id}/sessions`)
    expect(byNobody.status).toBe(401)
    expect(await whoIs(laptop)).toBe(person.email)
    expect(await whoIs(phone)).toBe(person.email)

    const unknown = await rest('DELETE', `/api/users/${randomUUID()}/sessions`, as(adminSession))
    expect(unknown.status).toBe(404)

    const byAdmin = await rest('DELETE', `/api/users/${person.id}/sessions`, as(adminSession))
    expect(byAdmin.status).toBe(200)
    expect(await whoIs(laptop)).toBeNull()
    expect(await whoIs(phone)).toBeNull()
    expect(await recordsOf(person.id)).toHaveLength(0)
    // The admin and the staff member who tried are still signed in.
    expect(await whoIs(adminSession)).toBe(admin.email)
    expect(await whoIs(staffSession)).toBe(staff.email)

    const entries = await sessionEnds(person.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ user: admin.id, details: 'Ended by an admin' })
  })

  it('refreshes "last used" at most once per interval', async () => {
    const user = await makeUser('last-use')
    const session = await signIn(user)
    const [signedIn] = await recordsOf(user.id)
    expect(signedIn?.lastUsedAt).toBeTruthy()

    // A request right after the sign-in writes nothing.
    expect(await whoIs(session)).toBe(user.email)
    const [soon] = await recordsOf(user.id)
    expect(soon?.lastUsedAt).toBe(signedIn?.lastUsedAt)

    // One interval on, the next request moves it to now.
    const later = Date.now() + LAST_USE_INTERVAL_MS + 60_000
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(later)
    expect(await whoIs(session)).toBe(user.email)
    const [used] = await recordsOf(user.id)
    expect(Date.parse(used?.lastUsedAt ?? '')).toBe(later)
    // and the one straight after it does not write again.
    vi.setSystemTime(later + 60_000)
    expect(await whoIs(session)).toBe(user.email)
    const [again] = await recordsOf(user.id)
    expect(again?.lastUsedAt).toBe(used?.lastUsedAt)
  })

  it('drops the records of sessions that have ended elsewhere or signed out', async () => {
    const user = await makeUser('prune')
    const session = await signIn(user)
    const gone = randomUUID()
    await payload.db.create({
      collection: 'user-sessions',
      data: { sid: gone, user: user.id, device: 'Old laptop', address: randomAddress() },
      returning: false,
    })
    const other = await makeUser('prune-other')
    const orphan = randomUUID()
    await payload.db.create({
      collection: 'user-sessions',
      data: { sid: orphan, user: other.id, device: 'Old phone', address: randomAddress() },
      returning: false,
    })

    // Listing drops the caller's own stale records...
    expect((await listOf(session)).sessions.map((entry) => entry.id)).toEqual([session.sid])
    expect((await recordsOf(user.id)).map((record) => record.sid)).toEqual([session.sid])
    // ...and any sign-in drops everyone's.
    const later = await signIn(user)
    expect(await recordsOf(other.id)).toHaveLength(0)

    // Signing out drops that session's record at once.
    const out = await rest('POST', '/api/users/logout', as(later))
    expect(out.status).toBe(200)
    expect((await recordsOf(user.id)).map((record) => record.sid)).toEqual([session.sid])
  })

  it('removes the records with the account', async () => {
    const user = await makeUser('removed')
    await signIn(user)
    expect(await recordsOf(user.id)).toHaveLength(1)
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    const left = await payload.db.find<UserSession>({
      collection: 'user-sessions',
      where: { device: { exists: true } },
      limit: 0,
      pagination: false,
    })
    expect(left.docs.filter((record) => record.user === user.id)).toHaveLength(0)
  })
})

import { randomUUID } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signInHoldingLock } from '@/features/accounts/sessions/sessionListLock'
import { sidOfToken } from '@/features/accounts/sessions/sessionRecords'

import { rest, restSignIn } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

/**
 * Payload keeps a person's sessions as one list on their record and rewrites the whole list on
 * every sign-in, sign-out and refresh, from what it read first (a sign-in reads it before the
 * password check). Two of those on one account at the same moment used to overwrite each other:
 * a sign-in lost its session (that browser was signed out on its next request), and a sign-out
 * that crossed another device's sign-in came back to life. Every change to the list now holds
 * the account's lock (src/features/accounts/sessions/sessionListLock.ts).
 */

const PASSWORD = 'Session-Race-Lantern-58'

describe('one account, several sign-ins and sign-outs at the same moment', () => {
  let payload: Payload
  const created: string[] = []

  const makeUser = async (tag: string): Promise<TypedUser> => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `race-${tag}-${randomUUID().slice(0, 8)}@example.co.za`,
        password: PASSWORD,
        name: `Race ${tag}`,
        role: 'staff',
        staffRoles: ['editor'],
      },
      overrideAccess: true,
    })
    created.push(user.id)
    return user
  }

  const signIn = async (email: string) => {
    const answer = await restSignIn(email, PASSWORD)
    const token = (answer.json as { token?: string } | null)?.token
    const sid = sidOfToken(token)
    if (answer.status !== 200 || !token || !sid) throw new Error(`sign-in: ${answer.status}`)
    return { token, sid }
  }

  const sessionIds = async (userId: string): Promise<string[]> => {
    const user = await payload.db.findOne<{ id: string; sessions?: { id: string }[] }>({
      collection: 'users',
      where: { id: { equals: userId } },
    })
    return (user?.sessions ?? []).map((session) => session.id)
  }

  /** What a browser holding `token` is told when it asks who it is. */
  const signedInAs = async (token: string) => {
    const answer = await rest('GET', '/api/users/me', {
      headers: { authorization: `JWT ${token}` },
    })
    return (answer.json as { user?: { id?: string } | null } | null)?.user?.id ?? null
  }

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    if (created.length)
      await payload.delete({
        collection: 'users',
        where: { id: { in: created } },
        overrideAccess: true,
      })
  })

  it('six sign-ins at once each keep their session, and each browser stays signed in', async () => {
    const user = await makeUser('together')
    const sessions = await Promise.all(Array.from({ length: 6 }, () => signIn(user.email)))

    expect((await sessionIds(user.id)).sort()).toEqual(sessions.map((s) => s.sid).sort())
    for (const session of sessions) expect(await signedInAs(session.token)).toBe(user.id)
  })

  it('six sign-ins at once from the admin form (multipart, as Payload posts it) each keep their session', async () => {
    const user = await makeUser('admin-form')
    const formSignIn = async () => {
      const form = new FormData()
      form.set('_payload', JSON.stringify({ email: user.email, password: PASSWORD }))
      const answer = await rest('POST', '/api/users/login', { body: form })
      const sid = sidOfToken((answer.json as { token?: string } | null)?.token)
      if (answer.status !== 200 || !sid) throw new Error(`sign-in: ${answer.status}`)
      return sid
    }
    const sids = await Promise.all(Array.from({ length: 6 }, formSignIn))
    expect((await sessionIds(user.id)).sort()).toEqual(sids.sort())
  })

  it('six portal sign-ins at once (the Local API sign-in the portal and invitations use) each keep their session', async () => {
    const user = await makeUser('portal')
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        signInHoldingLock(payload, { email: user.email, password: PASSWORD }, new Headers()),
      ),
    )
    const sids = results.map((result) => sidOfToken(result.token))
    expect(sids.every(Boolean)).toBe(true)
    expect((await sessionIds(user.id)).sort()).toEqual(sids.sort())
  })

  it('a sign-out that crosses another sign-in stays signed out', async () => {
    const user = await makeUser('crossing')
    // The sign-out is started a little after the sign-in, at several offsets, so that it lands
    // inside the sign-in's password check (tens of milliseconds) in some rounds.
    for (const delayMs of [0, 2, 5, 10, 20, 40]) {
      const leaving = await signIn(user.email)
      const [arriving, signOut] = await Promise.all([
        signIn(user.email),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          rest('POST', '/api/users/logout', {
            headers: { authorization: `JWT ${leaving.token}` },
          }),
        ),
      ])
      expect(signOut.status, `sign-out after ${delayMs} ms`).toBe(200)
      const open = await sessionIds(user.id)
      expect(open, `the ended session, ${delayMs} ms`).not.toContain(leaving.sid)
      expect(open, `the new session, ${delayMs} ms`).toContain(arriving.sid)
      expect(await signedInAs(leaving.token), `the signed-out browser, ${delayMs} ms`).toBeNull()
      expect(await signedInAs(arriving.token)).toBe(user.id)
    }
  })
})

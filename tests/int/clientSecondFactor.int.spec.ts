import { randomUUID } from 'node:crypto'

import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/env'
import * as messages from '@/validation/messages'

import { graphql, rest } from '../helpers/api'
import { randomAddress } from '../helpers/address'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

/**
 * Two-step sign-in for portal clients (README "Client portal"), through the portal's own server
 * actions and data layer on the real database: the request's headers and cookie jar stand in for
 * Next's, everything behind them is the app's.
 */

const request = vi.hoisted(() => ({
  headers: new Headers(),
  jar: new Map<string, string>(),
}))

vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(request.headers),
  cookies: () =>
    Promise.resolve({
      get: (name: string) =>
        request.jar.has(name) ? { name, value: request.jar.get(name) } : undefined,
      set: (name: string, value: string) => {
        if (value) request.jar.set(name, value)
        else request.jar.delete(name)
      },
    }),
}))

const { signInAction, signOutAction } = await import('@/features/portal/actions/portalAuth')
const {
  confirmTwoStepAction,
  startTwoStepAction,
  turnOffTwoStepAction,
  verifyPortalSecondFactorAction,
} = await import('@/features/portal/actions/portalSecondFactor')
const { getPortalData, getPortalSession } = await import('@/features/portal/data/portal')
const { handlePortalUpload } = await import('@/features/portal/upload')

const PASSWORD = 'Client-Two-Step-Teapot-47'
const RUN = randomUUID().slice(0, 8)

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeAt = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

describe('two-step sign-in for portal clients', () => {
  let payload: Payload
  let cookieName = ''
  let organisation = ''
  const created: string[] = []

  /** This "browser's" session token, as the portal's sign-in left it in the cookie jar. */
  const token = () => request.jar.get(cookieName) ?? ''

  /** The next request from this browser: its cookie, and an address of its own for the rate limits. */
  const nextRequest = () => {
    request.headers = new Headers({
      origin: env.serverUrl,
      'x-forwarded-for': randomAddress(),
      ...(token() ? { cookie: `${cookieName}=${token()}` } : {}),
    })
  }

  /** A new browser: no cookie. */
  const newBrowser = () => {
    request.jar.clear()
    nextRequest()
  }

  const makeClient = async (tag: string) => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `client.2step.${tag}.${RUN}@example.co.za`,
        password: PASSWORD,
        name: `Two Step ${tag}`,
        role: 'client',
        organisation,
        memberRole: 'owner',
      },
      overrideAccess: true,
    })
    created.push(user.id)
    return user
  }

  const signIn = async (email: string) => {
    newBrowser()
    const result = await signInAction({ email, password: PASSWORD })
    nextRequest()
    return result
  }

  /** Turns the app on from the dashboard; returns the secret and the recovery codes shown once. */
  const turnOn = async (email: string) => {
    expect(await signIn(email)).toMatchObject({ ok: true, data: { secondStep: false } })
    const started = await startTwoStepAction()
    if (!started.ok) throw new Error(started.message)
    const confirmed = await confirmTwoStepAction({ code: await codeAt(started.data.secret) })
    if (!confirmed.ok) throw new Error(confirmed.message)
    return { secret: started.data.secret, recoveryCodes: confirmed.data.recoveryCodes }
  }

  /** What the portal's data layer and every API make of this browser's session. */
  const whatTheSessionReaches = async () => {
    nextRequest()
    const { user } = await getPortalSession()
    const form = new FormData()
    form.set('project', 'none')
    form.set('file', new File(['hello'], 'note.txt', { type: 'text/plain' }))
    const upload = await handlePortalUpload(
      payload,
      new Request(new URL('/portal-api/files', env.serverUrl), {
        method: 'POST',
        body: form,
        headers: request.headers,
      }),
    )
    const me = await rest('GET', '/api/users/me', { headers: { authorization: `JWT ${token()}` } })
    const projects = await rest('GET', '/api/projects?limit=1', {
      headers: { cookie: `${cookieName}=${token()}`, origin: env.serverUrl },
    })
    const gql = await graphql('{ meUser { user { email } } }', {
      headers: { authorization: `JWT ${token()}` },
    })
    return {
      portal: user?.email ?? null,
      organisation: user ? (await getPortalData(payload, user)).organisation?.id : null,
      uploadStatus: upload.status,
      rest: (me.json as { user?: { email?: string } | null }).user?.email ?? null,
      projectsStatus: projects.status,
      graphql:
        (gql.json as { data?: { meUser?: { user?: { email?: string } | null } } }).data?.meUser
          ?.user?.email ?? null,
    }
  }

  const nothing = {
    portal: null,
    organisation: null,
    uploadStatus: 401,
    rest: null,
    projectsStatus: 403,
    graphql: null,
  }

  const auditOf = async (userId: string) => {
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { documentId: { equals: userId } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map((entry) => ({
      action: entry.action,
      by: typeof entry.user === 'object' ? entry.user?.id : entry.user,
    }))
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    cookieName = `${payload.config.cookiePrefix}-token`
    const org = await payload.create({
      collection: 'organisations',
      data: { name: `Two Step Ltd ${RUN}` },
      overrideAccess: true,
    })
    organisation = org.id
  })

  beforeEach(newBrowser)

  afterAll(async () => {
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
    await payload
      .delete({ collection: 'organisations', id: organisation, overrideAccess: true })
      .catch(() => undefined)
  })

  it('turns on from the dashboard; then a password-only session reaches nothing until its code', async () => {
    const client = await makeClient('gate')
    const { secret, recoveryCodes } = await turnOn(client.email)
    expect(recoveryCodes).toHaveLength(10)
    // The session that turned it on has passed it already.
    expect((await whatTheSessionReaches()).portal).toBe(client.email)

    const signedIn = await signIn(client.email)
    expect(signedIn).toMatchObject({ ok: true, data: { secondStep: true } })
    expect(await whatTheSessionReaches()).toEqual(nothing)
    expect(await startTwoStepAction()).toMatchObject({ ok: false })

    expect(await verifyPortalSecondFactorAction({ code: await codeAt(secret, 1) })).toEqual({
      ok: true,
      data: null,
    })
    expect(await whatTheSessionReaches()).toMatchObject({
      portal: client.email,
      organisation,
      rest: client.email,
      projectsStatus: 200,
      graphql: client.email,
    })

    // The audit trail holds the enrolment, by the client.
    expect(await auditOf(client.id)).toContainEqual({ action: 'factor-enrolled', by: client.id })
  })

  it('refuses a code that has been used, a recovery code the second time, and locks after wrong codes', async () => {
    const client = await makeClient('replay')
    const { secret, recoveryCodes } = await turnOn(client.email)

    await signIn(client.email)
    const code = await codeAt(secret, 1)
    expect((await verifyPortalSecondFactorAction({ code })).ok).toBe(true)
    await signIn(client.email)
    expect(await verifyPortalSecondFactorAction({ code })).toEqual({
      ok: false,
      message: messages.SECOND_FACTOR_WRONG_CODE,
    })
    expect(await whatTheSessionReaches()).toEqual(nothing)

    const recovery = first(recoveryCodes, 'a recovery code')
    expect((await verifyPortalSecondFactorAction({ code: recovery })).ok).toBe(true)
    expect((await whatTheSessionReaches()).portal).toBe(client.email)
    await signIn(client.email)
    expect((await verifyPortalSecondFactorAction({ code: recovery })).ok).toBe(false)
    expect(await whatTheSessionReaches()).toEqual(nothing)

    // Wrong codes count like wrong passwords: the fifth locks the account, the right code too.
    for (let i = 0; i < 4; i++)
      expect(await verifyPortalSecondFactorAction({ code: '000000' })).toMatchObject({
        ok: false,
      })
    expect(await verifyPortalSecondFactorAction({ code: await codeAt(secret, 1) })).toEqual({
      ok: false,
      message: messages.SECOND_FACTOR_LOCKED,
    })
    expect(await whatTheSessionReaches()).toEqual(nothing)
    expect((await signIn(client.email)).ok).toBe(false)

    const failures = (await auditOf(client.id)).filter(
      ({ action }) => action === 'second-factor-failed',
    )
    expect(failures.length).toBeGreaterThanOrEqual(5)
  })

  it('turns off only with a current code or the password, and signs out a pending session for good', async () => {
    const client = await makeClient('off')
    const { secret } = await turnOn(client.email)

    expect(await turnOffTwoStepAction({ code: '', password: '' })).toMatchObject({
      ok: false,
      message: messages.TWO_STEP_PROOF_REQUIRED,
    })
    expect(await turnOffTwoStepAction({ code: '', password: 'not-the-password' })).toMatchObject({
      ok: false,
      message: messages.CURRENT_PASSWORD_WRONG,
    })
    expect(await turnOffTwoStepAction({ code: '123456', password: '' })).toMatchObject({
      ok: false,
    })

    // A pending session cannot turn it off, even with the password.
    await signIn(client.email)
    const pendingToken = token()
    expect(await turnOffTwoStepAction({ code: '', password: PASSWORD })).toMatchObject({
      ok: false,
    })
    // Sign Out on the second step ends that session on the server, not only the cookie.
    await signOutAction()
    request.jar.set(cookieName, pendingToken)
    nextRequest()
    expect(await verifyPortalSecondFactorAction({ code: await codeAt(secret, 1) })).toMatchObject({
      ok: false,
      message: messages.SECOND_FACTOR_SESSION_GONE,
    })

    // The verified session turns it off with the password; the check leaves no extra session.
    await signIn(client.email)
    expect((await verifyPortalSecondFactorAction({ code: await codeAt(secret, 1) })).ok).toBe(true)
    const sessionsBefore = (
      await payload.findByID({ collection: 'users', id: client.id, overrideAccess: true })
    ).sessions?.length
    expect(await turnOffTwoStepAction({ code: '', password: PASSWORD })).toEqual({
      ok: true,
      data: null,
    })
    const sessionsAfter = (
      await payload.findByID({ collection: 'users', id: client.id, overrideAccess: true })
    ).sessions?.length
    expect(sessionsAfter).toBe(sessionsBefore)
    expect((await whatTheSessionReaches()).portal).toBe(client.email)

    // Off: the password alone opens the portal again, and the trail says who turned it off.
    expect(await signIn(client.email)).toMatchObject({ ok: true, data: { secondStep: false } })
    expect((await whatTheSessionReaches()).portal).toBe(client.email)
    expect(await auditOf(client.id)).toContainEqual({ action: 'factor-reset', by: client.id })
  })
})

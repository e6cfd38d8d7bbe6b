import { randomUUID } from 'node:crypto'

import { decodeJwt } from 'jose'
import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmTotpEnrolment, startTotpEnrolment } from '@/features/accounts/secondFactor/enrol'
import {
  authenticateWithPasskey,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
} from '@/features/accounts/secondFactor/passkeys'
import { checkSecondFactor, findFactors } from '@/features/accounts/secondFactor/store'
import { env } from '@/env'

import { graphql, rest, restSignIn } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { softAuthenticator } from '../helpers/softAuthenticator'
import { required } from '../helpers/lists'

/**
 * The second factor for staff (README "Second factor") on the real database, through the app's
 * REST and GraphQL routes and the Local API's `payload.auth`: a session that has passed only the
 * password is nobody until its own code is checked.
 */

const PASSWORD = 'Second-Factor-Kettle-91'
const uniqueEmail = (tag: string) => `2fa-${tag}-${randomUUID().slice(0, 8)}@example.co.za`
const STEP_SECONDS = 30

type Role = 'admin' | 'staff' | 'client'

describe('a second factor for staff', () => {
  let payload: Payload
  const created: string[] = []

  const makeUser = async (tag: string, role: Role = 'staff') => {
    const email = uniqueEmail(tag)
    const user = await payload.create({
      collection: 'users',
      // Staff with the sales role, so a verified session reads the leads.
      data: {
        email,
        password: PASSWORD,
        name: `2FA ${tag}`,
        role,
        ...(role === 'staff' ? { staffRoles: ['sales' as const] } : {}),
      },
      overrideAccess: true,
    })
    created.push(user.id)
    return user
  }

  /** A password sign-in through REST: the token and its session id. */
  const signIn = async (email: string) => {
    const answer = await restSignIn(email, PASSWORD)
    const token = (answer.json as { token?: string } | null)?.token
    if (answer.status !== 200 || !token) return { status: answer.status, token: '', sid: '' }
    return { status: answer.status, token, sid: String(decodeJwt(token).sid) }
  }

  /** The code an authenticator app shows `stepsAhead` time-steps from now. */
  const codeAt = (secret: string, stepsAhead = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * STEP_SECONDS })

  const enrol = async (user: { id: string; email: string }) => {
    const { sid } = await signIn(user.email)
    const enrolment = await startTotpEnrolment(payload, user)
    if (!enrolment) throw new Error('already enrolled')
    const result = await confirmTotpEnrolment(payload, user.id, sid, await codeAt(enrolment.secret))
    if (!result.ok) throw new Error(`enrolment refused: ${result.reason}`)
    return { secret: enrolment.secret, recoveryCodes: result.recoveryCodes }
  }

  /** What each API says about a token: the signed-in email, or null. */
  const whoAmI = async (token: string) => {
    const byCookie = await rest('GET', '/api/users/me', {
      headers: { cookie: `payload-token=${token}`, origin: env.serverUrl },
    })
    const byHeader = await rest('GET', '/api/users/me', {
      headers: { authorization: `JWT ${token}` },
    })
    const leads = await rest('GET', '/api/enquiries?limit=1', {
      headers: { authorization: `JWT ${token}` },
    })
    const gql = await graphql('{ meUser { user { email } } }', {
      headers: { authorization: `JWT ${token}` },
    })
    const local = await payload.auth({
      headers: new Headers({ cookie: `payload-token=${token}`, origin: env.serverUrl }),
    })
    // A body that was not JSON reads as null.
    const emailOf = (json: unknown) =>
      (json as { user?: { email?: string } | null } | null)?.user?.email
    return {
      rest: emailOf(byCookie.json) ?? null,
      restHeader: emailOf(byHeader.json) ?? null,
      leadsStatus: leads.status,
      graphql:
        (gql.json as { data?: { meUser?: { user?: { email?: string } | null } } } | null)?.data
          ?.meUser?.user?.email ?? null,
      local: local.user?.email ?? null,
    }
  }

  const refused = { rest: null, restHeader: null, leadsStatus: 403, graphql: null, local: null }
  const allowed = (email: string) => ({
    rest: email,
    restHeader: email,
    leadsStatus: 200,
    graphql: email,
    local: email,
  })

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    process.env.STAFF_SECOND_FACTOR = 'optional'
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
  })

  it('refuses a password-only session of an enrolled staff member on REST, GraphQL and payload.auth, and opens only the verified session', async () => {
    const user = await makeUser('gate')
    const { secret } = await enrol(user)

    const other = await signIn(user.email)
    expect(other.status).toBe(200)
    expect(await whoAmI(other.token)).toEqual(refused)

    const verified = await checkSecondFactor(payload, user.id, other.sid, await codeAt(secret, 1))
    expect(verified.ok).toBe(true)
    expect(await whoAmI(other.token)).toEqual(allowed(user.email))

    // Verifying one session opens no other.
    const third = await signIn(user.email)
    expect(await whoAmI(third.token)).toEqual(refused)
  })

  it('keeps the secret and recovery codes out of every API, even for an admin', async () => {
    const user = await makeUser('hidden')
    await enrol(user)
    const admin = await makeUser('hidden-admin', 'admin')
    const { token } = await signIn(admin.email)
    const list = await rest('GET', '/api/second-factors', {
      headers: { authorization: `JWT ${token}` },
    })
    expect(list.status).toBe(403)
    const me = await rest('GET', `/api/users/${user.id}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(me.status).toBe(200)
    expect(me.text).not.toMatch(/totp|recovery|secret/i)
    const stored = await findFactors(payload, user.id)
    expect(stored?.totpSecret).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(JSON.stringify(stored?.recoveryCodes)).toMatch(/"hash":"[0-9a-f]{64}"/)
  })

  it('refuses a code that has been used already, in another session too', async () => {
    const user = await makeUser('replay')
    const { secret } = await enrol(user)
    const code = await codeAt(secret, 1)
    const first = await signIn(user.email)
    expect((await checkSecondFactor(payload, user.id, first.sid, code)).ok).toBe(true)

    const second = await signIn(user.email)
    expect(await checkSecondFactor(payload, user.id, second.sid, code)).toEqual({
      ok: false,
      reason: 'wrong',
    })
    // The enrolment's own code (an earlier step) is refused as well.
    expect((await checkSecondFactor(payload, user.id, second.sid, await codeAt(secret))).ok).toBe(
      false,
    )
    expect(await whoAmI(second.token)).toEqual(refused)
  })

  it('lets a recovery code in once', async () => {
    const user = await makeUser('recovery')
    const { recoveryCodes } = await enrol(user)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)

    const first = await signIn(user.email)
    const used = required(recoveryCodes[0], 'a first recovery code').toLowerCase()
    expect(await checkSecondFactor(payload, user.id, first.sid, used)).toMatchObject({
      ok: true,
      kind: 'recovery',
    })
    expect(await whoAmI(first.token)).toEqual(allowed(user.email))

    const second = await signIn(user.email)
    expect((await checkSecondFactor(payload, user.id, second.sid, used)).ok).toBe(false)
    const unused = required(recoveryCodes[1], 'a second recovery code')
    expect((await checkSecondFactor(payload, user.id, second.sid, unused)).ok).toBe(true)
  })

  it('counts wrong codes towards the lockout, and a fresh password sign-in does not wipe them', async () => {
    const user = await makeUser('lockout')
    const { secret } = await enrol(user)
    const first = await signIn(user.email)
    for (let i = 0; i < 3; i++)
      expect(await checkSecondFactor(payload, user.id, first.sid, '000000')).toEqual({
        ok: false,
        reason: 'wrong',
      })

    // A thief who knows the password signs in again to start over: the count stays.
    const second = await signIn(user.email)
    expect(second.status).toBe(200)
    expect((await checkSecondFactor(payload, user.id, second.sid, '111111')).ok).toBe(false)
    expect(await checkSecondFactor(payload, user.id, second.sid, '222222')).toEqual({
      ok: false,
      reason: 'locked',
    })

    // Locked: the right code and the right password are both refused.
    expect(await checkSecondFactor(payload, user.id, second.sid, await codeAt(secret, 1))).toEqual({
      ok: false,
      reason: 'locked',
    })
    expect((await signIn(user.email)).status).not.toBe(200)
    expect(await whoAmI(second.token)).toEqual(refused)
  })

  it("lets an admin reset another person's factors, which ends that person's sessions", async () => {
    const user = await makeUser('reset')
    const { secret } = await enrol(user)
    const session = await signIn(user.email)
    await checkSecondFactor(payload, user.id, session.sid, await codeAt(secret, 1))
    expect((await whoAmI(session.token)).rest).toBe(user.email)

    const staff = await makeUser('reset-staff')
    const staffToken = (await signIn(staff.email)).token
    const byStaff = await rest('DELETE', `/api/users/${user.id}/second-factor`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(byStaff.status).toBe(403)
    const anonymous = await rest('DELETE', `/api/users/${user.id}/second-factor`)
    expect(anonymous.status).toBe(401)

    const admin = await makeUser('reset-admin', 'admin')
    const adminToken = (await signIn(admin.email)).token
    const reset = await rest('DELETE', `/api/users/${user.id}/second-factor`, {
      headers: { authorization: `JWT ${adminToken}` },
    })
    expect(reset.status).toBe(200)
    expect(await whoAmI(session.token)).toEqual(refused)
    expect(await findFactors(payload, user.id)).toBeNull()

    // Optional policy: after the reset the password alone opens the account again.
    const fresh = await signIn(user.email)
    expect(await whoAmI(fresh.token)).toEqual(allowed(user.email))

    // The audit trail holds the enrolment, and the reset by the admin with the sessions it ended.
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { documentId: { equals: user.id } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const entries = docs.map((entry) => ({
      action: entry.action,
      by: typeof entry.user === 'object' ? entry.user?.id : entry.user,
    }))
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'factor-enrolled', by: user.id },
        { action: 'factor-reset', by: admin.id },
        { action: 'session-end', by: admin.id },
      ]),
    )
  })

  it('records each wrong code in the audit trail, and a new password ends every session', async () => {
    const user = await makeUser('audit')
    const { secret } = await enrol(user)
    const session = await signIn(user.email)
    const wrong = String((Number(await codeAt(secret, 1)) + 1) % 1_000_000).padStart(6, '0')
    expect((await checkSecondFactor(payload, user.id, session.sid, wrong)).ok).toBe(false)
    const failures = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ documentId: { equals: user.id } }, { action: { equals: 'second-factor-failed' } }],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(failures.totalDocs).toBe(1)
    expect(JSON.stringify(failures.docs[0])).not.toContain(wrong)

    expect(
      (await checkSecondFactor(payload, user.id, session.sid, await codeAt(secret, 1))).ok,
    ).toBe(true)
    expect((await whoAmI(session.token)).rest).toBe(user.email)
    // An admin sets a new password for them in the admin: the open session ends.
    const admin = await makeUser('audit-admin', 'admin')
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: `${PASSWORD}-new` },
      user: { ...admin, collection: 'users' },
      overrideAccess: false,
    })
    expect(await whoAmI(session.token)).toEqual(refused)
  })

  it('under the required policy, blocks a staff account without a factor until it enrols; clients are not asked', async () => {
    process.env.STAFF_SECOND_FACTOR = 'required'
    try {
      const user = await makeUser('required')
      const session = await signIn(user.email)
      expect(await whoAmI(session.token)).toEqual(refused)

      const enrolment = await startTotpEnrolment(payload, user)
      const result = await confirmTotpEnrolment(
        payload,
        user.id,
        session.sid,
        await codeAt(required(enrolment, 'a TOTP enrolment').secret),
      )
      expect(result.ok).toBe(true)
      expect(await whoAmI(session.token)).toEqual(allowed(user.email))

      const client = await makeUser('required-client', 'client')
      const clientSession = await signIn(client.email)
      expect((await whoAmI(clientSession.token)).local).toBe(client.email)
    } finally {
      process.env.STAFF_SECOND_FACTOR = 'optional'
    }
  })

  it('asks a client who turned the app on, whatever the policy', async () => {
    const client = await makeUser('client-opt-in', 'client')
    await enrol(client)
    const session = await signIn(client.email)
    expect((await whoAmI(session.token)).local).toBeNull()
  })

  describe('hostile passkey assertions', () => {
    /** A staff member with a passkey of their own (a software key, real signatures). */
    const withPasskey = async (tag: string) => {
      const user = await makeUser(tag)
      const key = softAuthenticator(new URL(env.serverUrl).origin)
      const { sid } = await signIn(user.email)
      const options = await passkeyRegistrationOptions(payload, user)
      const registered = await registerPasskey(payload, user.id, sid, key.register(options))
      if (!registered.ok) throw new Error(`passkey refused: ${registered.reason}`)
      return { user, key }
    }

    /** A fresh password-only session and the challenge its second step would be asked. */
    const pendingSession = async (user: { id: string; email: string }) => {
      const session = await signIn(user.email)
      const options = await passkeyAuthenticationOptions(payload, user.id)
      if (!options) throw new Error('no passkey options')
      return { ...session, options }
    }

    it("refuses staff B's session an assertion made with staff A's passkey, for B's challenge or replayed from A", async () => {
      const a = await withPasskey('passkey-a')
      const b = await withPasskey('passkey-b')

      // A's credential answering B's own challenge.
      const target = await pendingSession(b.user)
      const forged = a.key.assert(target.options)
      expect(await authenticateWithPasskey(payload, b.user.id, target.sid, forged)).toEqual({
        ok: false,
        reason: 'wrong',
      })
      expect(await whoAmI(target.token)).toEqual(refused)

      // The same signature passed off as B's credential.
      const again = await pendingSession(b.user)
      const relabelled = a.key.assert(again.options)
      const asB = { ...relabelled, id: b.key.id, rawId: b.key.id }
      expect((await authenticateWithPasskey(payload, b.user.id, again.sid, asB)).ok).toBe(false)
      expect(await whoAmI(again.token)).toEqual(refused)

      // An assertion A really made for A's own sign-in, replayed into B's session.
      const aSession = await pendingSession(a.user)
      const genuine = a.key.assert(aSession.options)
      expect((await authenticateWithPasskey(payload, a.user.id, aSession.sid, genuine)).ok).toBe(
        true,
      )
      const third = await pendingSession(b.user)
      expect((await authenticateWithPasskey(payload, b.user.id, third.sid, genuine)).ok).toBe(false)
      expect(await whoAmI(third.token)).toEqual(refused)
      expect(await whoAmI(aSession.token)).toEqual(allowed(a.user.email))

      // Each refusal counted like a wrong code.
      const failures = await payload.count({
        collection: 'audit-log',
        where: {
          and: [
            { documentId: { equals: b.user.id } },
            { action: { equals: 'second-factor-failed' } },
          ],
        },
        overrideAccess: true,
      })
      expect(failures.totalDocs).toBe(3)
    })

    it('refuses the same assertion twice, one after the other and at the same moment', async () => {
      const { user, key } = await withPasskey('passkey-replay')
      const first = await pendingSession(user)
      const response = key.assert(first.options)
      expect((await authenticateWithPasskey(payload, user.id, first.sid, response)).ok).toBe(true)
      expect(await whoAmI(first.token)).toEqual(allowed(user.email))

      // Replayed into another session that has a challenge of its own waiting.
      const second = await pendingSession(user)
      expect((await authenticateWithPasskey(payload, user.id, second.sid, response)).ok).toBe(false)
      expect(await whoAmI(second.token)).toEqual(refused)

      // One genuine answer sent by two sessions at once: at most one session opens.
      const [x, y] = [await signIn(user.email), await signIn(user.email)]
      const options = await passkeyAuthenticationOptions(payload, user.id)
      const raced = key.assert(required(options, 'passkey sign-in options'))
      const results = await Promise.all([
        authenticateWithPasskey(payload, user.id, x.sid, raced),
        authenticateWithPasskey(payload, user.id, y.sid, raced),
      ])
      expect(results.filter((result) => result.ok)).toHaveLength(1)
      const opened = [await whoAmI(x.token), await whoAmI(y.token)].filter(
        (who) => who.rest === user.email,
      )
      expect(opened).toHaveLength(1)
    })
  })
})

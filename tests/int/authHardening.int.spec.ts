import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { PASSWORD_LIMITS, PASSWORD_RESET_EXPIRATION_MS } from '@/validation/limits'
import { EMAIL_INVALID, PASSWORD_TOO_COMMON, passwordTooShort } from '@/validation/messages'

import { DEMO_CLIENT, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { graphql, rest, restSignIn } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'
import { required } from '../helpers/lists'

/**
 * Sessions and sign-in through the app's real REST routes (in-process) on the real database:
 * the password policy, sign-in failures that say nothing about the account, reset links that
 * expire and point at the configured server, and the session cookie refused from other origins.
 */

const GOOD_PASSWORD = 'Blue-Heron-Kettle-48'
const uniqueEmail = (tag: string) => `auth-${tag}-${randomUUID().slice(0, 8)}@example.co.za`

describe('sessions and sign-in hardening', () => {
  let payload: Payload
  const created: string[] = []

  const makeUser = async (tag: string, role: 'client' | 'admin' = 'client') => {
    const email = uniqueEmail(tag)
    const user = await payload.create({
      collection: 'users',
      data: { email, password: GOOD_PASSWORD, name: `Auth ${tag}`, role },
      overrideAccess: true,
    })
    created.push(user.id)
    return user
  }

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
  })

  describe('password policy (staff and clients)', () => {
    it('refuses a short or common password on account creation, with the message on the password field', async () => {
      for (const [password, message] of [
        ['Sh0rt-pw!', passwordTooShort(PASSWORD_LIMITS.min)],
        ['Password123', PASSWORD_TOO_COMMON],
        ['qwertyuiop', PASSWORD_TOO_COMMON],
      ] as const) {
        const email = uniqueEmail('weak')
        const error = await payload
          .create({
            collection: 'users',
            data: { email, password, name: 'Weak', role: 'client' },
            overrideAccess: true,
          })
          .catch((e: unknown) => e)
        expect(error, password).toMatchObject({
          status: 400,
          data: { errors: [{ path: 'password', message }] },
        })
        const { totalDocs } = await payload.count({
          collection: 'users',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
        expect(totalDocs, `${password} created no account`).toBe(0)
      }
    })

    it('refuses a common password when a signed-in user changes theirs over REST, and keeps the old one', async () => {
      const user = await makeUser('change')
      const login = await restSignIn(user.email, GOOD_PASSWORD)
      const token = (login.json as { token: string }).token
      const change = await rest('PATCH', `/api/users/${user.id}`, {
        body: { password: '1234567890' },
        headers: { authorization: `JWT ${token}` },
      })
      expect(change.status).toBe(400)
      expect(change.json).toMatchObject({
        errors: [{ data: { errors: [{ path: 'password', message: PASSWORD_TOO_COMMON }] } }],
      })
      expect((await restSignIn(user.email, GOOD_PASSWORD)).status).toBe(200)

      const fine = await rest('PATCH', `/api/users/${user.id}`, {
        body: { password: 'Another-Kettle-Heron-93' },
        headers: { authorization: `JWT ${token}` },
      })
      expect(fine.status).toBe(200)
      expect((await restSignIn(user.email, 'Another-Kettle-Heron-93')).status).toBe(200)
    })

    it('still lets the seeded development accounts sign in', async () => {
      for (const { email, password } of [seedAdmin(), DEMO_CLIENT, SECOND_CLIENT]) {
        expect((await restSignIn(email, password)).status, email).toBe(200)
      }
    })
  })

  describe('sign-in failures', () => {
    it('answers an unknown email, a wrong password, a locked account and NUL bytes identically', async () => {
      const known = await makeUser('known')
      const locked = await makeUser('locked')
      await payload.db.updateOne({
        collection: 'users',
        id: locked.id,
        data: { lockUntil: new Date(Date.now() + 600_000).toISOString(), loginAttempts: 5 },
      })

      const nulAddress = `198.18.0.${Math.floor(Math.random() * 250) + 1}`
      const attempts = {
        unknownEmail: await restSignIn(uniqueEmail('nobody'), GOOD_PASSWORD),
        wrongPassword: await restSignIn(known.email, 'Not-The-Password-1'),
        lockedRightPassword: await restSignIn(locked.email, GOOD_PASSWORD),
        nulInEmail: await restSignIn(`${known.email}\u0000`, GOOD_PASSWORD, {
          'x-forwarded-for': nulAddress,
        }),
        nulInPassword: await restSignIn(known.email, `${GOOD_PASSWORD}\u0000`),
      }
      const reference = attempts.wrongPassword
      expect(reference.status).toBe(401)
      for (const [name, attempt] of Object.entries(attempts)) {
        expect(attempt.status, name).toBe(401)
        expect(attempt.text, name).toBe(reference.text)
        expect(attempt.headers.get('set-cookie'), name).toBeNull()
      }
      expect(reference.json).toEqual({
        errors: [{ message: 'The email or password provided is incorrect.' }],
      })

      // Staff still see the NUL attempt in the security log (Postgres cannot store the byte itself).
      const { docs: events } = await payload.find({
        collection: 'security-events',
        where: { and: [{ ip: { equals: nulAddress } }, { type: { equals: 'login-failed' } }] },
        overrideAccess: true,
      })
      expect(events.length).toBeGreaterThanOrEqual(1)
      expect(events[0]?.email).toContain('\uFFFD')
    })

    it('answers the same through GraphQL for an unknown email, a wrong password and a locked account', async () => {
      const known = await makeUser('gql-known')
      const locked = await makeUser('gql-locked')
      await payload.db.updateOne({
        collection: 'users',
        id: locked.id,
        data: { lockUntil: new Date(Date.now() + 600_000).toISOString(), loginAttempts: 5 },
      })
      const login = (email: string, password: string) =>
        graphql(
          'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
          {
            variables: { email, password },
          },
        )
      const answers = [
        await login(uniqueEmail('gql-nobody'), GOOD_PASSWORD),
        await login(known.email, 'Not-The-Password-1'),
        await login(locked.email, GOOD_PASSWORD),
        await login(`${known.email}\u0000`, GOOD_PASSWORD),
      ] as const
      const errorOf = (answer: (typeof answers)[number]) => {
        const body = answer.json as {
          data?: { loginUser: unknown }
          errors?: Array<{ message: string; extensions?: { name?: string; statusCode?: number } }>
        }
        expect(body.data?.loginUser ?? null).toBeNull()
        const [error] = body.errors ?? []
        return {
          message: error?.message,
          name: error?.extensions?.name,
          statusCode: error?.extensions?.statusCode,
        }
      }
      const reference = errorOf(answers[1])
      expect(reference).toEqual({
        message: 'The email or password provided is incorrect.',
        name: 'AuthenticationError',
        statusCode: 401,
      })
      for (const answer of answers) expect(errorOf(answer)).toEqual(reference)
    })

    it('takes about as long for an unknown email or a locked account as for a wrong password', async () => {
      const known = await makeUser('timing')
      const locked = await makeUser('timing-locked')
      await payload.db.updateOne({
        collection: 'users',
        id: locked.id,
        data: { lockUntil: new Date(Date.now() + 600_000).toISOString(), loginAttempts: 5 },
      })

      const time = async (email: string, password: string) => {
        const started = performance.now()
        const { status } = await restSignIn(email, password)
        expect(status).toBe(401)
        return performance.now() - started
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
      // Five rounds, interleaved so that machine load affects each kind alike. Two accounts take
      // the wrong passwords, so neither reaches the five failures that would lock it.
      const other = await makeUser('timing-other')
      const samples = { wrong: [] as number[], unknown: [] as number[], locked: [] as number[] }
      for (let round = 0; round < 5; round++) {
        samples.wrong.push(await time((round % 2 ? other : known).email, `Wrong-Password-${round}`))
        samples.unknown.push(await time(uniqueEmail('ghost'), GOOD_PASSWORD))
        samples.locked.push(await time(locked.email, GOOD_PASSWORD))
      }
      const wrong = median(samples.wrong)
      console.info(
        `sign-in failure medians (ms): wrong password ${wrong.toFixed(0)}, unknown email ${median(samples.unknown).toFixed(0)}, locked ${median(samples.locked).toFixed(0)}`,
      )
      // Without the equalising hash an unknown email or a locked account answered in about a
      // tenth of a wrong password's time (measured: 84 and 114 ms against 878 ms). A wrong
      // password also records the failure on the account, so it stays somewhat slower; the
      // bounds leave room for a loaded machine and still catch that tenfold gap.
      expect(median(samples.unknown)).toBeGreaterThan(wrong * 0.3)
      expect(median(samples.locked)).toBeGreaterThan(wrong * 0.3)
      expect(median(samples.unknown)).toBeLessThan(wrong * 2.5)
    })
  })

  describe('forgot and reset password', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>

    beforeAll(async () => {
      smtp = await startSmtpServer(TEST_SMTP_PORT)
    })
    afterAll(async () => {
      await smtp.stop()
    })

    const waitForMail = async (to: string) => {
      for (let i = 0; i < 50; i++) {
        const mail = smtp.messages.find((m) => m.to.includes(to))
        if (mail) return mail
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`no mail to ${to}`)
    }

    it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
      const user = await makeUser('forgot')
      const unknownEmail = uniqueEmail('forgot-nobody')
      const known = await rest('POST', '/api/users/forgot-password', {
        body: { email: user.email },
      })
      const unknown = await rest('POST', '/api/users/forgot-password', {
        body: { email: unknownEmail },
      })
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(known.status)
      expect(unknown.text).toBe(known.text)
      await waitForMail(user.email)
      expect(smtp.messages.some((m) => m.to.includes(unknownEmail))).toBe(false)
    })

    it('refuses a NUL byte in the email as an invalid email, not a server error', async () => {
      const answer = await rest('POST', '/api/users/forgot-password', {
        body: { email: 'someone\u0000@example.co.za' },
      })
      expect(answer.status).toBe(400)
      expect(answer.text).toContain(EMAIL_INVALID)
    })

    it('mails a link to the configured server that works for one hour, and not after it has expired', async () => {
      const user = await makeUser('reset')
      const requestedAt = Date.now()
      // The request comes in under another Host: the link must still name the configured server.
      expect(
        (
          await rest('POST', '/api/users/forgot-password', {
            body: { email: user.email },
            headers: { host: 'evil.example' },
          })
        ).status,
      ).toBe(200)
      const mail = await waitForMail(user.email)
      const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const link = /https?:\/\/[^\s"<]+\/reset-password\/([0-9a-f]+)/.exec(raw)
      expect(link, 'the mail holds a reset link').not.toBeNull()
      const [href, token] = required(link, 'a reset link')
      // A client's link is the portal's page, as the portal's own "Forgot password?" sends.
      expect(href.startsWith(`${env.serverUrl}/client-portal/reset-password/`)).toBe(true)
      expect(raw).not.toContain('evil.example')

      const stored = await payload.db.findOne<{
        id: string
        resetPasswordToken?: string
        resetPasswordExpiration?: string
      }>({
        collection: 'users',
        where: { id: { equals: user.id } },
      })
      expect(stored?.resetPasswordToken).toBe(token)
      const expiresIn =
        new Date(required(stored?.resetPasswordExpiration, 'the reset expiry')).getTime() -
        requestedAt
      expect(expiresIn).toBeGreaterThan(PASSWORD_RESET_EXPIRATION_MS - 60_000)
      expect(expiresIn).toBeLessThanOrEqual(PASSWORD_RESET_EXPIRATION_MS + 60_000)

      // The policy holds on the reset form too.
      const weak = await rest('POST', '/api/users/reset-password', {
        body: { token, password: 'password123' },
      })
      expect(weak.status).toBe(400)
      expect(weak.text).toContain(PASSWORD_TOO_COMMON)

      // An hour later the same link is refused and the password is unchanged.
      await payload.db.updateOne({
        collection: 'users',
        id: user.id,
        data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      })
      const expired = await rest('POST', '/api/users/reset-password', {
        body: { token, password: 'Fresh-Kettle-Heron-77' },
      })
      expect(expired.status).toBe(403)
      expect(expired.json).toEqual({
        errors: [{ message: 'Token is either invalid or has expired.' }],
      })
      expect((await restSignIn(user.email, GOOD_PASSWORD)).status).toBe(200)
    })

    it('accepts a fresh link once, with a password that meets the policy', async () => {
      const user = await makeUser('reset-ok')
      await rest('POST', '/api/users/forgot-password', { body: { email: user.email } })
      await waitForMail(user.email)
      const stored = await payload.db.findOne<{ id: string; resetPasswordToken?: string }>({
        collection: 'users',
        where: { id: { equals: user.id } },
      })
      const token = required(stored?.resetPasswordToken, 'the stored reset token')
      const reset = await rest('POST', '/api/users/reset-password', {
        body: { token, password: 'Fresh-Kettle-Heron-77' },
      })
      expect(reset.status).toBe(200)
      expect((await restSignIn(user.email, 'Fresh-Kettle-Heron-77')).status).toBe(200)
      const again = await rest('POST', '/api/users/reset-password', {
        body: { token, password: 'Other-Kettle-Heron-78' },
      })
      expect(again.status).toBe(403)
    })
  })

  describe('session cookie and other origins', () => {
    it('sets an HTTP-only, SameSite=Lax session cookie', async () => {
      const admin = seedAdmin()
      const login = await restSignIn(admin.email, admin.password)
      const cookie = login.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^payload-token=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    })

    it('ignores the session cookie on a request from another origin (CSRF), and does not open CORS to it', async () => {
      const user = await makeUser('csrf', 'admin')
      const login = await restSignIn(user.email, GOOD_PASSWORD)
      const token = (login.json as { token: string }).token
      const cookie = `payload-token=${token}`

      const sameOrigin = await rest('GET', '/api/users/me', {
        headers: { cookie, origin: env.serverUrl },
      })
      expect((sameOrigin.json as { user: { id: string } | null }).user?.id).toBe(user.id)
      expect(sameOrigin.headers.get('access-control-allow-origin')).toBe(env.serverUrl)

      const crossOrigin = await rest('GET', '/api/users/me', {
        headers: { cookie, origin: 'https://evil.example' },
      })
      expect((crossOrigin.json as { user: unknown }).user).toBeNull()
      expect(crossOrigin.headers.get('access-control-allow-origin')).not.toBe(
        'https://evil.example',
      )

      // A cross-origin write with the cookie is an anonymous write: refused, nothing changed.
      const write = await rest('PATCH', `/api/users/${user.id}`, {
        body: { name: 'Changed by evil.example' },
        headers: { cookie, origin: 'https://evil.example' },
      })
      expect(write.status).toBe(403)
      const after = await payload.findByID({
        collection: 'users',
        id: user.id,
        overrideAccess: true,
      })
      expect(after.name).toBe('Auth csrf')
    })
  })
})

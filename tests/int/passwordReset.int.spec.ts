import { randomUUID } from 'node:crypto'

import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runQueuedJobs } from '@/services/jobRunner'
import {
  changePassword,
  resetPasswordWithToken,
  sendPasswordResetLink,
} from '@/features/portal/auth/passwords'
import { consumePasswordResetRequest } from '@/services/rateLimit/passwordReset'
import { PASSWORD_RESET_RATE_LIMIT } from '@/validation/limits'

import { rest } from '../helpers/api'
import { randomAddress } from '../helpers/address'
import { parseMail } from '../helpers/mail'
import { getTestPayload } from '../helpers/payload'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'
import { required } from '../helpers/lists'

/**
 * The portal's "Forgot password?" and password change, on the real database and SMTP server:
 * the link is emailed only for an account, works once and for an hour, and a new password ends
 * every other session.
 */
describe('portal password reset and change', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const created: string[] = []

  const makeClient = async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.co.za`
    const password = `Old-${randomUUID()}`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: 'Reset Test', role: 'client' },
      overrideAccess: true,
    })
    created.push(user.id)
    return { email, password, user: { ...user, collection: 'users' } as TypedUser }
  }
  const session = async (email: string, password: string) => {
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    return { Authorization: `JWT ${token ?? ''}` }
  }
  const whoIs = async (headers: Record<string, string>) =>
    ((await rest('GET', '/api/users/me', { headers })).json as { user: { email: string } | null })
      .user?.email ?? null
  const linkTokenFor = async (email: string): Promise<string | undefined> => {
    await runQueuedJobs(payload)
    const mails = await Promise.all(
      smtp.messages.filter((m) => m.to.includes(email)).map((m) => parseMail(m)),
    )
    const last = mails.at(-1)
    return last?.text.match(/\/client-portal\/reset-password\/([0-9a-f]{40})/)?.[1]
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
  })

  afterAll(async () => {
    for (const id of created)
      await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => undefined)
    await smtp.stop()
  })

  it('emails a single-use link to the portal (not the admin) for an account, and nothing for an unknown address', async () => {
    const { email, password } = await makeClient()
    expect(await sendPasswordResetLink(payload, email)).toBe(true)
    const link = await linkTokenFor(email)
    expect(link, 'the email carries a portal reset link').toBeDefined()
    const token = required(link, 'a portal reset link')
    const mail = await parseMail(
      required(smtp.messages.filter((m) => m.to.includes(email)).at(-1), 'the reset email'),
    )
    expect(mail.text).not.toContain('/admin')
    expect(mail.html).toContain('/client-portal/reset-password/')

    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.co.za`
    expect(await sendPasswordResetLink(payload, unknown)).toBe(false)
    await runQueuedJobs(payload)
    expect(smtp.messages.filter((m) => m.to.includes(unknown))).toHaveLength(0)

    const old = await session(email, password)
    const newPassword = `New-${randomUUID()}`
    const first = await resetPasswordWithToken(payload, token, newPassword)
    expect(first.ok).toBe(true)
    // Used once: the same link is refused, and changes nothing.
    expect(await resetPasswordWithToken(payload, token, `Other-${randomUUID()}`)).toEqual({
      ok: false,
      reason: 'invalid-link',
    })
    // Every session from before the reset has ended; the reset's own session works.
    expect(await whoIs(old)).toBeNull()
    if (first.ok) expect(await whoIs({ Authorization: `JWT ${first.token}` })).toBe(email)
    await expect(
      payload.login({ collection: 'users', data: { email, password } }),
    ).rejects.toThrow()
    const { user } = await payload.login({
      collection: 'users',
      data: { email, password: newPassword },
    })
    expect(user?.email).toBe(email)
  })

  it('Payload’s own forgot-password (admin panel, REST) sends the site’s layout with a text part: staff to the admin’s page, a client to the portal’s', async () => {
    const client = await makeClient()
    const staffEmail = `reset-staff-${randomUUID().slice(0, 8)}@example.co.za`
    const staff = await payload.create({
      collection: 'users',
      data: {
        email: staffEmail,
        password: `Staff-${randomUUID()}`,
        name: 'Reset Staff',
        role: 'staff',
        staffRoles: ['editor'],
      },
      overrideAccess: true,
    })
    created.push(staff.id)
    for (const email of [client.email, staffEmail]) {
      const answer = await rest('POST', '/api/users/forgot-password', { body: { email } })
      expect(answer.status, email).toBe(200)
    }
    // Queued like every other email: the runner has started; this waits for its pass.
    await runQueuedJobs(payload)
    const lastTo = async (email: string) => {
      const raw = smtp.messages.filter((m) => m.to.includes(email)).at(-1)
      expect(raw, `an email to ${email}`).toBeDefined()
      return parseMail(required(raw, `an email to ${email}`))
    }
    const toClient = await lastTo(client.email)
    expect(toClient.subject).toContain('client portal')
    expect(toClient.text).toMatch(/\/client-portal\/reset-password\/[0-9a-f]{40}/)
    expect(toClient.text).not.toContain('/admin')
    expect(toClient.html).toContain('Reset your password')

    const toStaff = await lastTo(staffEmail)
    expect(toStaff.subject).toContain('admin panel')
    expect(toStaff.text).toMatch(/\/admin\/reset\/[0-9a-f]{40}/)
    expect(toStaff.html).toContain('Reset your password')
  })

  it('Payload’s forgot-password answers alike for an account and a stranger while the mail server refuses, and the email leaves once it accepts', async () => {
    const client = await makeClient()
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.co.za`
    const sentTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length
    smtp.refuse(true)
    try {
      const answers = []
      for (const email of [client.email, stranger]) {
        const answer = await rest('POST', '/api/users/forgot-password', { body: { email } })
        answers.push({ status: answer.status, body: answer.json })
      }
      expect(answers[0]?.status).toBe(200)
      expect(answers[1]).toEqual(answers[0])
      await runQueuedJobs(payload)
      expect(sentTo(client.email)).toBe(0)
    } finally {
      smtp.refuse(false)
    }
    // The refused attempt is retried (the sendEmail job's backoff starts at 5 s).
    await expect
      .poll(
        async () => {
          await runQueuedJobs(payload)
          return sentTo(client.email)
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(1)
    expect(sentTo(stranger)).toBe(0)
  })

  it('refuses an expired, a forged and a weak-password reset; a refused password leaves the link working', async () => {
    const { email, user } = await makeClient()
    await sendPasswordResetLink(payload, email)
    const token = required(await linkTokenFor(email), 'a portal reset link')

    const weak = await resetPasswordWithToken(payload, token, 'password123')
    expect(weak).toMatchObject({ ok: false, reason: 'policy' })
    const stored = await payload.db.findOne<{ id: string; resetPasswordToken?: string | null }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(stored?.resetPasswordToken, 'the refused password did not use the link up').toBe(token)

    const forged = await resetPasswordWithToken(payload, 'f'.repeat(40), `New-${randomUUID()}`)
    expect(forged).toEqual({ ok: false, reason: 'invalid-link' })

    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    const expired = await resetPasswordWithToken(payload, token, `New-${randomUUID()}`)
    expect(expired).toEqual({ ok: false, reason: 'invalid-link' })
  })

  it('limits reset requests per address typed and per client address, whether or not the account exists', async () => {
    const email = `limit-${randomUUID().slice(0, 8)}@example.co.za`
    const verdicts = []
    for (let i = 0; i <= PASSWORD_RESET_RATE_LIMIT.perEmail; i++)
      verdicts.push(await consumePasswordResetRequest(payload, email, randomAddress()))
    expect(verdicts.slice(0, -1).every((v) => v.allowed)).toBe(true)
    expect(verdicts.at(-1)?.allowed).toBe(false)

    const address = randomAddress()
    const byAddress = []
    for (let i = 0; i <= PASSWORD_RESET_RATE_LIMIT.perAddress; i++)
      byAddress.push(
        await consumePasswordResetRequest(payload, `a${i}-${randomUUID()}@example.co.za`, address),
      )
    expect(byAddress.slice(0, -1).every((v) => v.allowed)).toBe(true)
    expect(byAddress.at(-1)?.allowed).toBe(false)
  })

  it('a password change needs the current password, and ends every other session but the new one', async () => {
    const { email, password, user } = await makeClient()
    const other = await session(email, password)
    const headers = new Headers({ 'x-forwarded-for': randomAddress() })

    const wrong = await changePassword(payload, user, {
      current: 'not-my-password',
      password: `New-${randomUUID()}`,
      headers,
    })
    expect(wrong).toEqual({ ok: false, reason: 'wrong-password' })
    expect(await whoIs(other)).toBe(email)

    const newPassword = `New-${randomUUID()}`
    const changed = await changePassword(payload, user, {
      current: password,
      password: newPassword,
      headers,
    })
    expect(changed.ok).toBe(true)
    expect(await whoIs(other)).toBeNull()
    if (changed.ok) expect(await whoIs({ Authorization: `JWT ${changed.token}` })).toBe(email)
    await expect(
      payload.login({ collection: 'users', data: { email, password } }),
    ).rejects.toThrow()
  })
})

import { randomUUID } from 'node:crypto'

import { Forbidden, ValidationError, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  acceptInvitation,
  findInvitationByToken,
} from '@/features/portal/invitations/acceptInvitation'
import { removeMember } from '@/features/portal/invitations/manageMembers'
import { hashInvitationToken } from '@/features/portal/invitations/token'
import { runQueuedJobs } from '@/services/jobRunner'
import { consumeInvitationSend } from '@/services/rateLimit/invitations'
import { INVITATION_RATE_LIMIT } from '@/validation/limits'
import type { Invitation } from '@/payload-types'
import * as messages from '@/validation/messages'

import { DEMO_MEMBER, SECOND_CLIENT, seedAdmin } from '../../seed/data/users'
import { parseMail } from '../helpers/mail'
import { getTestPayload, seededUser } from '../helpers/payload'
import { required } from '../helpers/lists'
import { seededPortalPeople } from '../helpers/seededPeople'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'

/**
 * Invitations on a real Postgres and SMTP: the link from the real email creates one client account
 * once, within 7 days, unless revoked or replaced by a resend; owners invite to their own
 * organisation only; members, viewers and forged tokens get nothing.
 */

const RUN = randomUUID().slice(0, 8)
let counter = 0
const newAddress = (label: string) => `invite.${label}.${RUN}.${(counter += 1)}@example.co.za`
const PASSWORD = `Invited-Person-${RUN}-2026`

/** The messages a refusal carries per field (Payload's own message only names the fields). */
async function refusal(attempt: Promise<unknown>): Promise<string[]> {
  try {
    await attempt
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((e) => e.message)
    if (error instanceof Forbidden) return ['forbidden']
    throw error
  }
  return []
}

describe('invitations (Postgres + SMTP)', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const people = {} as Record<'staff' | 'owner' | 'member' | 'viewer' | 'otherOwner', TypedUser>
  let orgA = ''
  let orgB = ''
  const invitationIds: string[] = []

  const loadUser = (email: string) => seededUser(payload, email, 0)
  const orgOf = (user: TypedUser) =>
    typeof user.organisation === 'string' ? user.organisation : (user.organisation?.id ?? '')

  const invite = async (
    actor: keyof typeof people,
    email: string,
    organisation: string,
    memberRole: string = 'member',
  ) => {
    const doc = await payload.create({
      collection: 'invitations',
      data: { email, organisation, memberRole: memberRole as 'member', status: 'pending' },
      user: people[actor],
      overrideAccess: false,
    })
    invitationIds.push(doc.id)
    return doc
  }

  /** The token of the newest invitation email to `to`, as the person would click it. */
  /** The token of the `nth` invitation email to `to` (1: the first), waited for as it is sent. */
  const tokenFromMail = async (to: string, nth = 1): Promise<string> => {
    const mailsTo = () => smtp.messages.filter((mail) => mail.to.includes(to))
    await expect
      .poll(
        async () => {
          // The app's single-flight runner: the hook's own kick may be running already.
          await runQueuedJobs(payload)
          return mailsTo().length
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(nth)
    const mail = mailsTo()[nth - 1]
    if (!mail) throw new Error(`no email to ${to}`)
    const { text, html } = await parseMail(mail)
    const match = /\/client-portal\/invitation\/([A-Za-z0-9_-]{43})/.exec(text)
    if (!match?.[1]) throw new Error(`no invitation link in ${text}`)
    expect(html).toContain(`/client-portal/invitation/${match[1]}`)
    return match[1]
  }

  /** The messages refusing `actor`'s change to an invitation (none: it was made). */
  const updateRefusal = (
    actor: keyof typeof people,
    id: string,
    data: Partial<Pick<Invitation, 'organisation' | 'memberRole' | 'status' | 'resend'>>,
  ) =>
    refusal(
      payload.update({
        collection: 'invitations',
        id,
        data,
        user: people[actor],
        overrideAccess: false,
      }),
    )

  const accept = (token: string, name = 'Invited Person') => {
    return acceptInvitation(payload, { token, name, password: PASSWORD })
  }
  const invitationsTo = (email: string) =>
    payload.count({
      collection: 'invitations',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  const accountsFor = async (email: string) =>
    (
      await payload.count({
        collection: 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
    await runQueuedJobs(payload)
    const seeded = await seededPortalPeople(payload, 0)
    people.staff = seeded.admin
    people.owner = seeded.ownerA
    people.member = seeded.memberA
    people.viewer = seeded.viewerA
    people.otherOwner = seeded.ownerB
    orgA = orgOf(people.owner)
    orgB = orgOf(people.otherOwner)
    expect(orgA && orgB && orgA !== orgB).toBeTruthy()
  })

  afterAll(async () => {
    await smtp.stop()
    await payload.delete({
      collection: 'users',
      where: { email: { like: `.${RUN}.` } },
      overrideAccess: true,
    })
    if (invitationIds.length)
      await payload.delete({
        collection: 'invitations',
        where: { id: { in: invitationIds } },
        overrideAccess: true,
      })
  })

  it('staff invite; the emailed link creates one client account with the role, then is used', async () => {
    const email = newAddress('staff')
    const doc = await invite('staff', email.toUpperCase(), orgA, 'viewer')
    expect(doc.email).toBe(email)
    expect(doc).not.toHaveProperty('tokenHash')
    const token = await tokenFromMail(email)
    const mail = smtp.messages.filter((m) => m.to.includes(email)).at(-1)
    expect((await parseMail(required(mail, `an invitation email to ${email}`))).text).toContain(
      'Mokoena Retail Group',
    )

    const view = await findInvitationByToken(payload, token)
    expect(view).toMatchObject({ state: 'pending', organisationName: 'Mokoena Retail Group' })
    // Only the hash is stored.
    const row = await payload.db.findOne<Invitation>({
      collection: 'invitations',
      where: { id: { equals: doc.id } },
    })
    expect(row?.tokenHash).toBe(hashInvitationToken(token))

    expect(await accept(token)).toEqual({ ok: true, email })
    const user = await loadUser(email)
    expect(user).toMatchObject({ role: 'client', memberRole: 'viewer', name: 'Invited Person' })
    expect(orgOf(user)).toBe(orgA)
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    expect(login.token).toBeTruthy()

    const stored = await payload.findByID({
      collection: 'invitations',
      id: doc.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ status: 'accepted', state: 'accepted', acceptedUser: user.id })
    expect(await accept(token, 'Second Try')).toEqual({ ok: false, reason: 'accepted' })
    expect((await findInvitationByToken(payload, token)).state).toBe('accepted')
    expect(await accountsFor(email)).toBe(1)
  })

  it('accepting the same link twice at once creates one account', async () => {
    const email = newAddress('race')
    await invite('owner', email, orgA)
    const token = await tokenFromMail(email)
    const outcomes = await Promise.all([
      accept(token, 'First'),
      accept(token, 'Second'),
      accept(token, 'Third'),
    ])
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    expect(outcomes.filter((o) => !o.ok).map((o) => o.reason)).toEqual(['accepted', 'accepted'])
    expect(await accountsFor(email)).toBe(1)
  })

  it('an expired link shows as expired and creates nothing', async () => {
    const email = newAddress('expired')
    const doc = await invite('owner', email, orgA)
    const token = await tokenFromMail(email)
    await payload.db.updateOne({
      collection: 'invitations',
      id: doc.id,
      data: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      returning: false,
    })
    expect((await findInvitationByToken(payload, token)).state).toBe('expired')
    expect(await accept(token)).toEqual({ ok: false, reason: 'expired' })
    expect(await accountsFor(email)).toBe(0)
    // An expired invitation does not block a new one to the same address.
    await invite('owner', email, orgA)
  })

  it('a revoked link is refused; resend gives a new link and the old one stops working', async () => {
    const revokedEmail = newAddress('revoked')
    const revoked = await invite('owner', revokedEmail, orgA)
    const revokedToken = await tokenFromMail(revokedEmail)
    await payload.update({
      collection: 'invitations',
      id: revoked.id,
      data: { status: 'revoked' },
      user: people.owner,
      overrideAccess: false,
    })
    expect((await findInvitationByToken(payload, revokedToken)).state).toBe('revoked')
    expect(await accept(revokedToken)).toEqual({ ok: false, reason: 'revoked' })
    expect(await updateRefusal('owner', revoked.id, { resend: true })).toEqual([
      messages.INVITATION_NOT_PENDING,
    ])

    const email = newAddress('resend')
    const doc = await invite('owner', email, orgA)
    const oldToken = await tokenFromMail(email)
    await payload.update({
      collection: 'invitations',
      id: doc.id,
      data: { resend: true },
      user: people.owner,
      overrideAccess: false,
    })
    const newToken = await tokenFromMail(email, 2)
    // "Send again" is a request, never stored: the next save does not send again.
    expect(
      (await payload.findByID({ collection: 'invitations', id: doc.id, overrideAccess: true }))
        .resend,
    ).toBe(false)
    expect(newToken).not.toBe(oldToken)
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2)
    expect((await findInvitationByToken(payload, oldToken)).state).toBe('invalid')
    expect(await accept(oldToken)).toEqual({ ok: false, reason: 'invalid' })
    expect(await accept(newToken)).toEqual({ ok: true, email })
    expect(await accountsFor(email)).toBe(1)
  })

  it('an address with an account, or with a pending invitation, adds nothing and says so', async () => {
    const before = await payload.count({ collection: 'invitations', overrideAccess: true })
    for (const email of [DEMO_MEMBER.email, SECOND_CLIENT.email.toUpperCase(), seedAdmin().email])
      expect(await refusal(invite('owner', email, orgA))).toEqual([
        messages.INVITATION_ACCOUNT_EXISTS,
      ])
    const email = newAddress('twice')
    await invite('owner', email, orgA)
    expect(await refusal(invite('staff', email, orgA))).toEqual([
      messages.INVITATION_ALREADY_PENDING,
    ])
    const after = await payload.count({ collection: 'invitations', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
    // The same address may be invited to another organisation by its own owner.
    await invite('otherOwner', email, orgB)
  })

  it("an owner cannot invite into another organisation, pick a staff role, or touch another organisation's invitations", async () => {
    const email = newAddress('cross')
    expect(await refusal(invite('owner', email, orgB))).toEqual(['forbidden'])
    for (const role of ['admin', 'staff', 'client'])
      expect(await refusal(invite('owner', email, orgA, role))).toEqual([
        'This field has an invalid selection.',
      ])
    expect(await invitationsTo(email)).toMatchObject({ totalDocs: 0 })

    const theirs = await invite('otherOwner', newAddress('theirs'), orgB)
    const asOwner = { user: people.owner, overrideAccess: false } as const
    const { docs } = await payload.find({
      collection: 'invitations',
      where: { id: { equals: theirs.id } },
      ...asOwner,
    })
    expect(docs).toHaveLength(0)
    for (const data of [{ status: 'revoked' as const }, { resend: true }]) {
      const result = await payload.update({
        collection: 'invitations',
        where: { id: { equals: theirs.id } },
        data,
        ...asOwner,
      })
      expect(result.docs).toHaveLength(0)
    }
    const still = await payload.findByID({
      collection: 'invitations',
      id: theirs.id,
      overrideAccess: true,
    })
    expect(still.status).toBe('pending')
    // Nor move an own invitation elsewhere, nor mark one accepted through the API.
    const own = await invite('owner', newAddress('own'), orgA)
    expect(await updateRefusal('owner', own.id, { organisation: orgB })).toEqual([
      messages.INVITATION_FIELDS_LOCKED,
    ])
    expect(await updateRefusal('owner', own.id, { memberRole: 'owner' })).toEqual([
      messages.INVITATION_FIELDS_LOCKED,
    ])
    expect(await updateRefusal('owner', own.id, { status: 'accepted' })).toEqual([
      messages.INVITATION_STATUS_LOCKED,
    ])
  })

  it('members, viewers and visitors cannot invite or read invitations', async () => {
    const email = newAddress('nope')
    for (const actor of ['member', 'viewer'] as const) {
      expect(await refusal(invite(actor, email, orgA))).toEqual(['forbidden'])
      expect(
        await refusal(
          payload.find({ collection: 'invitations', user: people[actor], overrideAccess: false }),
        ),
      ).toEqual(['forbidden'])
    }
    expect(
      await refusal(
        payload.create({
          collection: 'invitations',
          data: { email, organisation: orgA, memberRole: 'member', status: 'pending' },
          overrideAccess: false,
        }),
      ),
    ).toEqual(['forbidden'])
    expect(await invitationsTo(email)).toMatchObject({ totalDocs: 0 })
  })

  it('forged and malformed tokens are not valid and create nothing', async () => {
    const forged = [
      'A'.repeat(43),
      Buffer.alloc(32, 7).toString('base64url'),
      '',
      'short',
      `${'B'.repeat(43)}/../x`,
      hashInvitationToken('x'),
    ]
    for (const token of forged) {
      expect((await findInvitationByToken(payload, token)).state).toBe('invalid')
      expect(await accept(token)).toEqual({ ok: false, reason: 'invalid' })
    }
    // The stored hash itself is not a token.
    const email = newAddress('hash')
    const doc = await invite('owner', email, orgA)
    const row = await payload.db.findOne<Invitation>({
      collection: 'invitations',
      where: { id: { equals: doc.id } },
    })
    expect(await accept(row?.tokenHash ?? '')).toEqual({ ok: false, reason: 'invalid' })
    expect(await accountsFor(email)).toBe(0)
  })

  it('a password the policy refuses creates nothing and leaves the link working', async () => {
    const email = newAddress('policy')
    await invite('owner', email, orgA)
    const token = await tokenFromMail(email)
    await expect(
      acceptInvitation(payload, { token, name: 'Weak', password: 'password123' }),
    ).rejects.toBeInstanceOf(ValidationError)
    expect(await accountsFor(email)).toBe(0)
    expect((await findInvitationByToken(payload, token)).state).toBe('pending')
    expect(await accept(token)).toEqual({ ok: true, email })
  })

  it('invitation sends are limited per organisation and person', async () => {
    // A fresh pair of ids: the counters of the portal's real owners are not touched.
    const organisation = randomUUID()
    const actor = randomUUID()
    for (let i = 0; i < INVITATION_RATE_LIMIT.perHour; i += 1)
      expect(await consumeInvitationSend(payload, organisation, actor)).toEqual({ allowed: true })
    expect(await consumeInvitationSend(payload, organisation, actor)).toMatchObject({
      allowed: false,
    })
    // Another person of the same organisation, or the same person elsewhere, has their own count.
    expect(await consumeInvitationSend(payload, organisation, randomUUID())).toEqual({
      allowed: true,
    })
    expect(await consumeInvitationSend(payload, randomUUID(), actor)).toEqual({ allowed: true })
  })

  it('only an owner removes, only people of their own organisation, never the last owner', async () => {
    const email = newAddress('removed')
    await invite('owner', email, orgA)
    expect(await accept(await tokenFromMail(email))).toEqual({ ok: true, email })
    const invited = await loadUser(email)
    await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    const lerato = people.member

    const refusals: Array<[keyof typeof people, unknown]> = [
      ['member', invited.id],
      ['viewer', invited.id],
      ['staff', invited.id],
      ['otherOwner', invited.id],
      ['otherOwner', lerato.id],
      ['owner', people.otherOwner.id],
      ['owner', people.staff.id],
      ['owner', randomUUID()],
      ['owner', 'not-an-id'],
      ['owner', { id: invited.id }],
    ]
    for (const [actor, id] of refusals)
      expect(await removeMember(payload, people[actor], id)).toEqual({
        ok: false,
        reason: 'denied',
      })
    expect(await removeMember(payload, people.owner, people.owner.id)).toEqual({
      ok: false,
      reason: 'last-owner',
    })
    for (const person of [invited, lerato, people.owner, people.otherOwner])
      expect(orgOf(await loadUser(person.email))).toBe(person === people.otherOwner ? orgB : orgA)

    const sessionsOf = async () =>
      (
        await payload.db.findOne<{ id: string; sessions?: unknown[] }>({
          collection: 'users',
          where: { id: { equals: invited.id } },
        })
      )?.sessions
    expect(await sessionsOf()).toHaveLength(1)
    expect(await removeMember(payload, people.owner, invited.id)).toEqual({
      ok: true,
      name: 'Invited Person',
    })
    const removed = await payload.db.findOne<{
      id: string
      organisation: unknown
      sessions?: unknown[]
    }>({
      collection: 'users',
      where: { id: { equals: invited.id } },
    })
    expect(removed?.organisation ?? null).toBeNull()
    // The users collection's hook ended the session the login opened.
    expect(await sessionsOf()).toEqual([])
  })
})

import { randomBytes, randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestCallback } from '@/features/leads/intake/callbackLead'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { cancelBooking } from '@/features/leads/desk/manageBooking'
import { issueManageToken, manageBookingPath } from '@/features/leads/desk/manageToken'
import { newInvitationToken } from '@/features/portal/invitations/token'
import { env } from '@/env/index'
import { PATHS } from '@/utilities/paths'
import type { Invitation } from '@/payload-types'
import { proxy } from '@/proxy'

import { allowEveryAttempt } from '../helpers/leads'
import { drainJobs, startLeadTest, weekdaysAfter, type LeadTest } from '../helpers/leadSetup'
import { createTestOrganisation, createTestUser } from '../helpers/payload'
import { required } from '../helpers/lists'

/**
 * A single-use link's page, as the proxy answers it on the real database: 200 while the link
 * works, 404 for a token never issued, 410 once used, expired or revoked (the words on the page
 * are tests/e2e/linkPages.e2e.spec.ts's). A server action or router fetch on the page keeps 200.
 */

const RUN = randomUUID().slice(0, 8)
const DAY = 86_400_000

/** The status a browser's document load of `path` gets from the proxy. */
const statusOf = async (path: string, init?: { method?: string; headers?: HeadersInit }) =>
  (await proxy(new NextRequest(`http://localhost${path}`, init))).status

describe('link pages answer 404 or 410 once dead (Postgres)', () => {
  let payload: Payload
  let smtp: LeadTest['smtp']
  const users: string[] = []
  const organisations: string[] = []
  const invitations: string[] = []
  const callbacks: string[] = []

  beforeAll(async () => {
    // The proxy's redirect map reads the running site's list; here there is none.
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ pairs: [] })))
    ;({ payload, smtp } = await startLeadTest())
  })

  afterAll(async () => {
    vi.unstubAllGlobals()
    const remove = (
      collection: 'invitations' | 'callbacks' | 'users' | 'organisations',
      ids: string[],
    ) =>
      ids.length
        ? payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
        : undefined
    await remove('invitations', invitations)
    await remove('callbacks', callbacks)
    await remove('users', users)
    await remove('organisations', organisations)
    // The cancellation's emails leave before the mail server stops.
    await drainJobs(payload)
    await smtp.stop()
  })

  it('an invitation link: 200 while pending, 404 forged, 410 accepted, revoked or expired', async () => {
    const organisation = await createTestOrganisation(payload, organisations, `Links ${RUN}`)
    /** An invitation stored as the send hook would, with a token only this test knows. */
    const invitation = async (status: 'pending' | 'accepted' | 'revoked', expiresIn = DAY) => {
      const { token, tokenHash } = newInvitationToken()
      const doc = (await payload.db.create({
        collection: 'invitations',
        data: {
          email: `link.${status}.${expiresIn}.${RUN}@example.co.za`,
          organisation,
          memberRole: 'member',
          status,
          tokenHash,
          expiresAt: new Date(Date.now() + expiresIn).toISOString(),
        },
      })) as Invitation
      invitations.push(doc.id)
      return PATHS.invitation(token)
    }

    expect(await statusOf(await invitation('pending'))).toBe(200)
    expect(await statusOf(PATHS.invitation(newInvitationToken().token))).toBe(404)
    expect(await statusOf(PATHS.invitation('not-a-token'))).toBe(404)
    expect(await statusOf(await invitation('accepted'))).toBe(410)
    expect(await statusOf(await invitation('revoked'))).toBe(410)
    const expired = await invitation('pending', -DAY)
    expect(await statusOf(expired)).toBe(410)
    expect(await statusOf(expired, { method: 'HEAD' })).toBe(410)
    // The accept form's action and the router's fetches are answered by the page as before.
    expect(await statusOf(expired, { headers: { rsc: '1' } })).toBe(200)
    expect(await statusOf(expired, { method: 'POST', headers: { 'next-action': 'abc' } })).toBe(200)
  })

  it('a reset link: 200 while open, 404 never issued or replaced, 410 used or past its hour', async () => {
    const password = `Link-Pages-${RUN}-2026`
    const user = await createTestUser(payload, users, {
      name: 'Link Pages',
      email: `link.reset.${RUN}@example.co.za`,
      password,
      role: 'client',
    })
    const issue = async () =>
      required(
        await payload.forgotPassword({
          collection: 'users',
          data: { email: user.email },
          disableEmail: true,
        }),
        'a reset token',
      )

    const replaced = await issue()
    const token = await issue()
    expect(await statusOf(PATHS.resetPassword(token))).toBe(200)
    expect(await statusOf(PATHS.resetPassword(replaced))).toBe(404)
    expect(await statusOf(PATHS.resetPassword(randomBytes(20).toString('hex')))).toBe(404)

    await payload.resetPassword({
      collection: 'users',
      data: { token, password: `${password}-new` },
      overrideAccess: true,
    })
    expect(await statusOf(PATHS.resetPassword(token))).toBe(410)

    const late = await issue()
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect(await statusOf(PATHS.resetPassword(late))).toBe(410)
  })

  it('a booking link: 200 while booked, 404 forged, 410 once cancelled or the call has started', async () => {
    const date = weekdaysAfter(60)()
    const outcome = await requestCallback(
      {
        name: 'Link Pages',
        email: `link.booking.${RUN}@example.co.za`,
        phone: '+27 83 555 0123',
        company: 'Link Pages',
        date,
        time: '10:00',
        message: 'Checking the manage link',
        consent: true,
        website: '',
        formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
      },
      {
        client: { address: '198.51.100.77', verified: true },
        userAgent: 'Vitest link pages',
        sourcePage: '/contact',
      },
      { payload, limiter: allowEveryAttempt },
    )
    if (!outcome.ok) throw new Error(`callback refused: ${outcome.message}`)
    callbacks.push(outcome.data.id)
    await drainJobs(payload)
    const booking = await payload.findByID({
      collection: 'callbacks',
      id: outcome.data.id,
      overrideAccess: true,
      depth: 0,
    })
    const slot = new Date(required(booking.preferredTime, 'the booked slot'))
    const link = manageBookingPath(issueManageToken(booking.id, slot, env.payloadSecret))

    expect(await statusOf(link)).toBe(200)
    expect(
      await statusOf(manageBookingPath(issueManageToken(booking.id, slot, 'x'.repeat(40)))),
    ).toBe(404)
    expect(await statusOf(manageBookingPath('not-a-token'))).toBe(404)
    const started = new Date(Date.now() - 60_000)
    expect(
      await statusOf(manageBookingPath(issueManageToken(booking.id, started, env.payloadSecret))),
    ).toBe(410)

    const token = issueManageToken(booking.id, slot, env.payloadSecret)
    expect(await cancelBooking(token, { payload, secret: env.payloadSecret })).toMatchObject({
      ok: true,
    })
    expect(await statusOf(link)).toBe(410)
  })
})

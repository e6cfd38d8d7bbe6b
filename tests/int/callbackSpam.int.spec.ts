import type { Payload, TypedUser } from 'payload'
import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookedSlots } from '@/features/leads/data/bookedSlots'
import { toPreferredTime } from '@/lib/agencyTime'
import { requestCallback } from '@/features/leads/intake/callbackLead'
import type { LeadRequestContext } from '@/features/leads/intake/context'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { env } from '@/env'
import { ADDRESS_RATE_LIMIT } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { parseMail, readInvite } from '../helpers/mail'
import { drainJobs, startLeadTest, weekdaysAfter, type LeadTest } from '../helpers/leadSetup'
import { required } from '../helpers/lists'

/**
 * A bot-flagged callback (issue 26) on a real Postgres and SMTP: kept as spam without holding its
 * slot or mailing anyone, released by staff into a booking with its invite, or refused when a real
 * booking took the time meanwhile.
 */

let seq = 0
const emailFor = (label: string) => `${label}.${Date.now().toString(36)}${(seq += 1)}@example.co.za`
let addressCounter = 20
/** Each test its own documentation-range address, so the spam cap never joins tests up. */
const contextFor = (address = `203.0.113.${(addressCounter += 1)}`): LeadRequestContext => ({
  client: { address, verified: true },
  userAgent: 'Vitest callback spam',
  sourcePage: '/',
})
const oldToken = () => issueFormToken(env.payloadSecret, Date.now() - 10_000)
/** Sent a second after the page loaded: an autofilling browser, or a bot. */
const hastyToken = () => issueFormToken(env.payloadSecret, Date.now() - 1_000)

/** Weekdays far ahead and one per test, so no other test file holds their slots. */
const nextWeekday = weekdaysAfter(150)

const callbackInput = (email: string, date: string, time: string, formToken = oldToken()) => ({
  name: 'Naledi Mahlangu',
  email,
  phone: '+27 82 555 0177',
  company: 'Mahlangu Foods',
  date,
  time,
  message: 'About a new shop',
  consent: true,
  website: '',
  formToken,
})

describe('bot-flagged callbacks (Postgres + SMTP)', () => {
  let payload: Payload
  let smtp: LeadTest['smtp']
  let agencyMailbox: string
  let staff: TypedUser

  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))
  const drain = () => drainJobs(payload)
  const stored = (id: string) =>
    payload.findByID({ collection: 'callbacks', id, overrideAccess: true, depth: 0 })
  const flagged = async (email: string, date: string, time: string) => {
    const outcome = await requestCallback(
      callbackInput(email, date, time, hastyToken()),
      contextFor(),
      { payload },
    )
    if (!outcome.ok) throw new Error(`flagged callback refused: ${outcome.message}`)
    return outcome.data.id
  }
  const release = (id: string, status: 'new' | 'cancelled' = 'new') =>
    payload.update({
      collection: 'callbacks',
      id,
      data: { status },
      user: staff,
      overrideAccess: false,
    })

  beforeAll(async () => {
    ;({ payload, smtp, agencyMailbox, staff } = await startLeadTest())
  })

  afterAll(async () => {
    await payload.delete({
      collection: 'callbacks',
      where: { userAgent: { equals: 'Vitest callback spam' } },
      overrideAccess: true,
    })
    await smtp.stop()
  })

  it('is stored as spam with its reason, answered like a booking, never mailed, and a real booking of its slot succeeds', async () => {
    const date = nextWeekday()
    const botEmail = emailFor('flagged')
    const cases = [
      [{ website: 'https://spam.example' }, 'honeypot'],
      [{ formToken: hastyToken() }, 'too-fast'],
      [{ formToken: undefined }, 'missing-token'],
    ] as const
    for (const [extra, reason] of cases) {
      const outcome = await requestCallback(
        { ...callbackInput(botEmail, date, '11:00'), ...extra },
        contextFor(),
        { payload },
      )
      // The visitor sees what a booking shows: success with the record's id.
      expect(outcome.ok).toBe(true)
      if (!outcome.ok) return
      expect(await stored(outcome.data.id)).toMatchObject({
        status: 'spam',
        spamReason: reason,
        preferredTime: toPreferredTime(date, '11:00').toISOString(),
        replyBy: null,
      })
    }
    // The slot stays free for visitors: listed as open, and booked by the next real person.
    expect(await bookedSlots(payload, date)).toEqual([])
    const realEmail = emailFor('real')
    const real = await requestCallback(callbackInput(realEmail, date, '11:00'), contextFor(), {
      payload,
    })
    expect(real).toMatchObject({ ok: true })
    expect(await bookedSlots(payload, date)).toEqual(['11:00'])

    await drain()
    expect(mailsTo(botEmail)).toEqual([])
    expect(mailsTo(agencyMailbox).filter((m) => m.raw.includes(botEmail))).toEqual([])
    expect(mailsTo(realEmail)).toHaveLength(1)
  })

  it('released to New with its slot free: booked, and the visitor gets the confirmation with the invite', async () => {
    const date = nextWeekday()
    const email = emailFor('release')
    const id = await flagged(email, date, '14:30')
    await drain()
    expect(mailsTo(email)).toEqual([])

    const released = await release(id)
    const slot = toPreferredTime(date, '14:30').toISOString()
    expect(released).toMatchObject({ status: 'new', preferredTime: slot, replyBy: slot })
    expect(await bookedSlots(payload, date)).toEqual(['14:30'])

    await drain()
    const [confirmation] = mailsTo(email)
    expect(confirmation, 'the visitor’s confirmation').toBeDefined()
    const mail = await parseMail(required(confirmation, 'the visitor’s confirmation'))
    expect(mail.text).toContain('2:30 PM (South African time)')
    expect(mail.text).toContain(`${env.serverUrl}/callback/`)
    const invite = readInvite(mail.ics ?? '')
    expect(invite).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' })
    expect(invite.start.toJSDate().toISOString()).toBe(slot)
    expect(invite.uid).toContain(id)
    expect(mailsTo(agencyMailbox).filter((m) => m.raw.includes(email))).toHaveLength(1)

    // The slot is now held: a visitor trying it is turned away as for any booked time.
    const late = await requestCallback(
      callbackInput(emailFor('late'), date, '14:30'),
      contextFor(),
      { payload },
    )
    expect(late).toMatchObject({ ok: false, reason: 'slot-taken' })

    // A later status change mails nobody again.
    await payload.update({
      collection: 'callbacks',
      id,
      data: { status: 'scheduled' },
      user: staff,
      overrideAccess: false,
    })
    await drain()
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('released with its slot taken meanwhile: refused on the status, in words staff can act on, and nobody mailed', async () => {
    const date = nextWeekday()
    const email = emailFor('taken')
    const id = await flagged(email, date, '09:30')
    const real = await requestCallback(
      callbackInput(emailFor('taker'), date, '09:30'),
      contextFor(),
      { payload },
    )
    expect(real.ok).toBe(true)

    const refusal = await release(id).then(
      () => null,
      (err: unknown) => err,
    )
    expect(refusal).toBeInstanceOf(ValidationError)
    expect((refusal as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'status', message: messages.RELEASE_SLOT_TAKEN }),
    ])
    expect(await stored(id)).toMatchObject({ status: 'spam', replyBy: null })

    // Cancelling one makes no sense: it holds no slot.
    const cancel = await release(id, 'cancelled').then(
      () => null,
      (err: unknown) => err,
    )
    expect((cancel as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'status', message: messages.RELEASE_TO_CANCELLED }),
    ])

    await drain()
    expect(mailsTo(email)).toEqual([])
  })

  it('released after its time has gone by: refused, since it would book the past, and nobody mailed', async () => {
    const email = emailFor('passed')
    const id = await flagged(email, nextWeekday(), '10:30')
    // Time passes while it waits in the spam view.
    const past = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    await payload.db.updateOne({ collection: 'callbacks', id, data: { preferredTime: past } })

    const refusal = await release(id).then(
      () => null,
      (err: unknown) => err,
    )
    expect((refusal as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'status', message: messages.RELEASE_SLOT_PASSED }),
    ])
    expect(await stored(id)).toMatchObject({ status: 'spam' })
    await drain()
    expect(mailsTo(email)).toEqual([])
  })

  it(`keeps at most ${ADDRESS_RATE_LIMIT.maxSpamStored} flagged submissions an hour from one address, then drops them`, async () => {
    const date = nextWeekday()
    const prefix = `flood.${Date.now().toString(36)}`
    const context = contextFor()
    // One slot for them all: spam holds none, so none is turned away for a taken time.
    for (let i = 0; i < ADDRESS_RATE_LIMIT.maxSpamStored + 3; i += 1) {
      const outcome = await requestCallback(
        callbackInput(`${prefix}.${i}@example.co.za`, date, '10:00', hastyToken()),
        context,
        { payload },
      )
      expect(outcome.ok).toBe(true)
    }
    const { totalDocs } = await payload.count({
      collection: 'callbacks',
      where: { email: { like: prefix } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(ADDRESS_RATE_LIMIT.maxSpamStored)
  })
})

import { TZDate } from '@date-fns/tz'
import { addDays, format, isWeekend } from 'date-fns'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { AGENCY_TIME_ZONE, toPreferredTime } from '@/lib/agencyTime'
import { hashClientAddress, type ClientAddress } from '@/lib/clientAddress'
import { bookedSlots } from '@/features/leads/data/bookedSlots'
import type { LeadRequestContext } from '@/features/leads/intake/context'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { runQueuedJobs } from '@/services/jobRunner'
import { requestCallback } from '@/features/leads/intake/callbackLead'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { env } from '@/env'
import { ADDRESS_RATE_LIMIT } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { DEMO_CLIENT, seedAdmin } from '../../seed/data/users'
import { first } from '../helpers/lists'
import { enquiryCount, getTestPayload, seededUser } from '../helpers/payload'
import { startSmtpServer, type CapturedMail } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'

/**
 * The lead pipeline on a real Postgres and a real SMTP server on loopback: what is stored, what is
 * mailed, what survives an SMTP outage, and what the rate limit and the slot index let through.
 */

let run = 0
const unique = (label: string) => `${label}.${Date.now().toString(36)}${(run += 1)}`
const emailFor = (label: string) => `${unique(label)}@example.co.za`

let addressCounter = 10
/** Each test gets its own documentation-range address so limits never leak between tests. */
const newClient = (): ClientAddress => ({
  address: `198.51.100.${(addressCounter += 1)}`,
  verified: true,
})

const contextFor = (client: ClientAddress = newClient()): LeadRequestContext => ({
  client,
  userAgent: 'Vitest integration',
  sourcePage: '/contact?service=web-development',
})

/** A token old enough to pass the minimum fill time. */
const oldToken = () => issueFormToken(env.payloadSecret, Date.now() - 10_000)

const enquiryInput = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Thandi Mokoena',
  email,
  phone: '+27 82 555 0101',
  company: 'Mokoena Retail',
  service: 'web-development',
  budget: '90k-270k',
  timeline: '1-month',
  message: 'We need a new online shop.',
  enquiryType: 'service',
  consent: true,
  website: '',
  formToken: oldToken(),
  ...extra,
})

/** A weekday at least `daysAhead` days from now, as the agency's calendar names it. */
const futureWeekday = (daysAhead: number): string => {
  let day = addDays(TZDate.tz(AGENCY_TIME_ZONE), daysAhead)
  while (isWeekend(day)) day = addDays(day, 1)
  return format(day, 'yyyy-MM-dd')
}

const callbackInput = (
  email: string,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
) => ({
  name: 'Sipho Dlamini',
  email,
  phone: '',
  company: 'Ubuntu Logistics',
  date,
  time,
  message: 'About hosting',
  consent: true,
  website: '',
  formToken: oldToken(),
  ...extra,
})

const mailTo = (mails: readonly CapturedMail[], address: string) =>
  mails.filter((mail) => mail.to.includes(address))

/** The leads stored for `email` in `collection`; fails unless there is exactly one. */
async function storedOnce(collection: 'enquiries' | 'callbacks', email: string) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection,
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs
}

describe('lead pipeline (Postgres + SMTP)', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null
  let agencyMailbox: string

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
    agencyMailbox = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true }))
      .contactEmail
    // Start from an empty queue: anything left over belongs to no test here.
    await runQueuedJobs(payload)
  })

  afterAll(async () => {
    await smtp?.stop()
  })

  it('stores a valid quote request once, cleaned, and mails the agency and the visitor', async () => {
    const email = emailFor('quote')
    const client = newClient()
    const outcome = await submitEnquiry(
      enquiryInput(email, {
        name: 'Thandi <b>Mokoena</b>',
        message: 'We need a shop <script>alert(1)</script>now',
      }),
      contextFor(client),
      { payload },
    )
    expect(outcome.ok).toBe(true)

    const docs = await storedOnce('enquiries', email)
    const record = first(docs, 'the stored enquiry')
    expect(record).toMatchObject({
      status: 'new',
      name: 'Thandi Mokoena',
      message: 'We need a shop now',
      enquiryType: 'service',
      service: 'web-development',
      consent: true,
      sourcePage: '/contact?service=web-development',
      userAgent: 'Vitest integration',
      ipHash: hashClientAddress(client.address, env.payloadSecret),
    })
    expect(record.ipHash).not.toContain(client.address)
    expect(Date.now() - new Date(record.consentAt ?? 0).getTime()).toBeLessThan(60_000)
    if (outcome.ok) expect(outcome.data.id).toBe(record.id)

    await runQueuedJobs(payload)
    const notification = mailTo(smtp?.messages ?? [], agencyMailbox).find((mail) =>
      mail.raw.includes(email),
    )
    const acknowledgement = mailTo(smtp?.messages ?? [], email)
    expect(notification).toBeDefined()
    expect(notification?.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.]/g, '\\.')}`, 'm'))
    expect(notification?.raw).toContain('Subject: New quote request from Thandi Mokoena')
    expect(acknowledgement).toHaveLength(1)
    expect(acknowledgement[0]?.raw).toContain('24 hours')
    expect(acknowledgement[0]?.raw).not.toContain('We need a shop')
  })

  it('keeps the record when SMTP is down and delivers once it is back', async () => {
    await smtp?.stop()
    smtp = null
    const email = emailFor('outage')
    const outcome = await submitEnquiry(
      enquiryInput(email, { enquiryType: 'general', service: 'pricing' }),
      contextFor(),
      {
        payload,
      },
    )
    expect(outcome.ok).toBe(true)
    expect(await enquiryCount(payload, email)).toBe(1)

    const firstTryAt = Date.now()
    await runQueuedJobs(payload)
    const { docs: pending } = await payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      overrideAccess: true,
      limit: 100,
    })
    const ours = pending.filter((job) => JSON.stringify(job.input).includes(email))
    expect(ours).toHaveLength(2)
    for (const job of ours) {
      expect(job.totalTried).toBeGreaterThanOrEqual(1)
      expect(job.hasError).toBe(false)
      // Retried no sooner than the 5 s backoff after the failed try, however long that try took.
      expect(new Date(job.waitUntil ?? 0).getTime()).toBeGreaterThanOrEqual(firstTryAt + 4_000)
    }

    smtp = await startSmtpServer(TEST_SMTP_PORT)
    // Wait out the retry backoff (5 s after the first failure), then let the queue run as the cron would.
    const latest = Math.max(...ours.map((job) => new Date(job.waitUntil ?? 0).getTime()))
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, latest - Date.now()) + 250))
    await runQueuedJobs(payload)

    expect(mailTo(smtp.messages, email)).toHaveLength(1)
    expect(
      mailTo(smtp.messages, agencyMailbox).filter((mail) => mail.raw.includes(email)),
    ).toHaveLength(1)
  })

  it('accepts exactly 3 of 20 simultaneous submissions with one email', async () => {
    const email = emailFor('burst')
    const client = newClient()
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        submitEnquiry(enquiryInput(email), contextFor(client), { payload }),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3)
    const refused = outcomes.filter((o) => !o.ok)
    expect(refused).toHaveLength(17)
    for (const o of refused) {
      expect(o).toMatchObject({ reason: 'rate-limited', message: messages.RATE_LIMITED })
      expect(o.retryAfterSeconds).toBeGreaterThan(0)
    }
    expect(await enquiryCount(payload, email)).toBe(3)
  })

  it('counts the limit in Postgres, so another app instance sees the same counters', async () => {
    const email = emailFor('shared')
    const client = newClient()
    for (let i = 0; i < 3; i += 1) {
      expect((await submitEnquiry(enquiryInput(email), contextFor(client), { payload })).ok).toBe(
        true,
      )
    }
    const { SubmissionRateLimiter } = await import('@/services/rateLimit/submissions')
    const { postgresCounters } = await import('@/db/rateLimits')
    const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
    const otherInstance = new SubmissionRateLimiter(postgresCounters(pool), env.payloadSecret)
    const outcome = await submitEnquiry(enquiryInput(email), contextFor(client), {
      payload,
      limiter: otherInstance,
    })
    expect(outcome).toMatchObject({ ok: false, reason: 'rate-limited' })
  })

  it('books one slot once, however many people try at the same moment', async () => {
    const date = futureWeekday(70)
    const time = '10:30'
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        requestCallback(callbackInput(emailFor(`slot${i}`), date, time), contextFor(), { payload }),
      ),
    )
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1)
    const refused = outcomes.filter((o) => !o.ok)
    expect(refused).toHaveLength(19)
    for (const o of refused) {
      expect(o).toMatchObject({
        reason: 'slot-taken',
        message: messages.CALLBACK_FAILED.description,
        fieldErrors: { time: [messages.SLOT_TAKEN] },
      })
    }
    const preferredTime = toPreferredTime(date, time).toISOString()
    expect(
      (
        await payload.count({
          collection: 'callbacks',
          where: { preferredTime: { equals: preferredTime } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
    expect(await bookedSlots(payload, date)).toEqual(['10:30'])
  })

  it('confirms a callback at the chosen Johannesburg time by email', async () => {
    const date = futureWeekday(75)
    const email = emailFor('callback')
    const outcome = await requestCallback(callbackInput(email, date, '14:00'), contextFor(), {
      payload,
    })
    expect(outcome.ok).toBe(true)
    const docs = await storedOnce('callbacks', email)
    expect(docs[0]).toMatchObject({
      status: 'new',
      consent: true,
      preferredTime: toPreferredTime(date, '14:00').toISOString(),
    })

    await runQueuedJobs(payload)
    const [ack] = mailTo(smtp?.messages ?? [], email)
    expect(ack?.raw).toContain('2:00 PM (South African time)')
  })

  it('refuses a slot in the past or at a weekend', async () => {
    for (const [label, date, time, fieldErrors] of [
      ['past', '2020-03-02', '10:00', { date: [messages.DATE_REQUIRED] }],
      ['sat', '2030-01-05', '10:00', { date: [messages.DATE_REQUIRED] }],
      ['off', futureWeekday(80), '17:00', { time: [messages.TIME_REQUIRED] }],
    ] as const) {
      const outcome = await requestCallback(
        callbackInput(emailFor(label), date, time),
        contextFor(),
        {
          payload,
        },
      )
      expect(outcome, label).toMatchObject({ ok: false, reason: 'invalid', fieldErrors })
    }
  })

  it('answers invalid input with the spec’s field messages and stores nothing', async () => {
    const email = emailFor('invalid')
    const outcome = await submitEnquiry(
      enquiryInput(email, { name: 'R2-D2', message: '', phone: 'call me', consent: false }),
      contextFor(),
      { payload },
    )
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: messages.ENQUIRY_FAILED_FALLBACK,
      fieldErrors: {
        name: [messages.NAME_INVALID_CHARACTERS],
        message: [messages.MESSAGE_REQUIRED],
        consent: [messages.CONSENT_REQUIRED],
      },
    })
    expect(await enquiryCount(payload, email)).toBe(0)
    expect(await submitEnquiry('not an object', contextFor(), { payload })).toMatchObject({
      ok: false,
      reason: 'malformed',
    })
  })

  it('cleans every field it stores, even one smuggled in through a JSON __proto__ key', async () => {
    const email = emailFor('proto')
    const { message: _message, ...withoutMessage } = enquiryInput(email, { enquiryType: 'general' })
    const smuggled: unknown = JSON.parse(
      JSON.stringify(withoutMessage).replace(
        /^\{/,
        '{"__proto__":{"message":"<b>Bold</b> claim"},',
      ),
    )
    const outcome = await submitEnquiry(smuggled, contextFor(), { payload })
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { message: [messages.MESSAGE_REQUIRED] },
    })
    expect(await enquiryCount(payload, email)).toBe(0)
  })

  it('holds bot-flagged enquiries as spam with the reason: answered as usual, never emailed, not new', async () => {
    const cases = [
      [emailFor('honeypot'), { website: 'https://spam.example' }, 'honeypot'],
      // Sent 1 second after the page loaded: an autofilled form, or a bot.
      [
        emailFor('hasty'),
        { formToken: issueFormToken(env.payloadSecret, Date.now() - 1_000) },
        'too-fast',
      ],
      [emailFor('tokenless'), { formToken: undefined }, 'missing-token'],
    ] as const
    for (const [email, extra, reason] of cases) {
      const outcome = await submitEnquiry(enquiryInput(email, extra), contextFor(), { payload })
      expect(outcome.ok).toBe(true)
      const docs = await storedOnce('enquiries', email)
      expect(docs[0]).toMatchObject({ status: 'spam', spamReason: reason, phone: '+27825550101' })
    }
    await runQueuedJobs(payload)
    for (const [email] of cases) expect(mailTo(smtp?.messages ?? [], email)).toEqual([])

    // Not among the new leads staff are shown, but in the spam view.
    const newOnes = await payload.find({
      collection: 'enquiries',
      where: { status: { equals: 'new' }, email: { in: cases.map(([email]) => email) } },
      overrideAccess: true,
    })
    expect(newOnes.totalDocs).toBe(0)

    const slotBot = await requestCallback(
      callbackInput(emailFor('slotbot'), futureWeekday(85), '09:00', { website: 'x' }),
      contextFor(),
      { payload },
    )
    expect(slotBot.ok).toBe(true)
    expect(await bookedSlots(payload, futureWeekday(85))).toEqual([])
  })

  it('does not count a bot-flagged submission against the real address’s limit', async () => {
    const email = emailFor('victim')
    const client = newClient()
    for (let i = 0; i < 5; i += 1) {
      await submitEnquiry(enquiryInput(email, { formToken: undefined }), contextFor(client), {
        payload,
      })
    }
    const real = await submitEnquiry(enquiryInput(email), contextFor(client), { payload })
    expect(real.ok).toBe(true)
  })

  it(`stores at most ${ADDRESS_RATE_LIMIT.maxSpamStored} spam submissions an hour from one address, then drops them`, async () => {
    const client = newClient()
    const prefix = unique('flood')
    for (let i = 0; i < ADDRESS_RATE_LIMIT.maxSpamStored + 5; i += 1) {
      const outcome = await submitEnquiry(
        enquiryInput(`${prefix}.${i}@example.co.za`, { website: 'x' }),
        contextFor(client),
        { payload },
      )
      expect(outcome.ok).toBe(true)
    }
    expect(await enquiryCount(payload, { like: prefix })).toBe(ADDRESS_RATE_LIMIT.maxSpamStored)
  })

  it('releasing a spam enquiry sends the notification and the acknowledgement', async () => {
    const email = emailFor('released')
    const outcome = await submitEnquiry(
      enquiryInput(email, { formToken: issueFormToken(env.payloadSecret, Date.now() - 1_000) }),
      contextFor(),
      { payload },
    )
    if (!outcome.ok) throw new Error('submission failed')
    await runQueuedJobs(payload)
    expect(mailTo(smtp?.messages ?? [], email)).toEqual([])

    const staff = await seededUser(payload, seedAdmin().email)
    await payload.update({
      collection: 'enquiries',
      id: outcome.data.id,
      data: { status: 'new' },
      overrideAccess: false,
      user: staff,
    })
    // The release kicks the app's single-flight runner; joining it never runs a job twice.
    await runQueuedJobs(payload)
    await expect.poll(() => mailTo(smtp?.messages ?? [], email).length, { timeout: 10_000 }).toBe(1)
    expect(
      mailTo(smtp?.messages ?? [], agencyMailbox).filter((mail) => mail.raw.includes(email)),
    ).toHaveLength(1)

    // A later status change mails nobody again.
    await payload.update({
      collection: 'enquiries',
      id: outcome.data.id,
      data: { status: 'contacted' },
      overrideAccess: true,
    })
    await runQueuedJobs(payload)
    expect(mailTo(smtp?.messages ?? [], email)).toHaveLength(1)
  })

  describe('access', () => {
    let client: User
    let staff: User
    let enquiryId: string
    let callbackId: string

    beforeAll(async () => {
      const users = await payload.find({
        collection: 'users',
        where: { email: { in: [DEMO_CLIENT.email, seedAdmin().email] } },
        overrideAccess: true,
      })
      const byEmail = (email: string) => {
        const user = users.docs.find((doc) => doc.email === email)
        if (!user) throw new Error(`seed user ${email} missing`)
        return { ...user, collection: 'users' as const }
      }
      client = byEmail(DEMO_CLIENT.email)
      staff = byEmail(seedAdmin().email)
      const enquiry = await submitEnquiry(enquiryInput(emailFor('access')), contextFor(), {
        payload,
      })
      const callback = await requestCallback(
        callbackInput(emailFor('access'), futureWeekday(90), '11:00'),
        contextFor(),
        { payload },
      )
      if (!enquiry.ok || !callback.ok) throw new Error('setup submissions failed')
      enquiryId = enquiry.data.id
      callbackId = callback.data.id
    })

    it('anonymous visitors and clients can neither read, create, change nor delete leads', async () => {
      const records = { enquiries: enquiryId, callbacks: callbackId } as const
      for (const collection of ['enquiries', 'callbacks'] as const) {
        const id = records[collection]
        for (const user of [undefined, client]) {
          const as = { overrideAccess: false, user } as const
          await expect(payload.find({ collection, ...as })).rejects.toThrow(/not allowed/i)
          await expect(payload.findByID({ collection, id, ...as })).rejects.toThrow(/not allowed/i)
          await expect(
            payload.create({
              collection,
              data: {
                name: 'X',
                email: 'x@example.com',
                message: 'x',
                enquiryType: 'general',
                preferredTime: new Date().toISOString(),
              } as never,
              ...as,
            }),
          ).rejects.toThrow(/not allowed/i)
          await expect(
            payload.update({ collection, id, data: { status: 'new' }, ...as }),
          ).rejects.toThrow(/not allowed/i)
          await expect(payload.delete({ collection, id, ...as })).rejects.toThrow(/not allowed/i)
        }
      }
    })

    it('staff change the status and notes, never what the visitor submitted', async () => {
      const updated = await payload.update({
        collection: 'enquiries',
        id: enquiryId,
        data: {
          status: 'contacted',
          staffNotes: 'Called back on Monday',
          name: 'Tampered',
          message: 'Tampered',
        },
        overrideAccess: false,
        user: staff,
      })
      expect(updated).toMatchObject({
        status: 'contacted',
        staffNotes: 'Called back on Monday',
        name: 'Thandi Mokoena',
      })
      expect(updated.message).toBe('We need a new online shop.')
    })
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readServiceOptions } from '@/data/serviceOptions'
import type { ClientAddress } from '@/lib/clientAddress'
import type { LeadRequestContext } from '@/features/leads/intake/context'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { runQueuedJobs } from '@/services/jobRunner'
import type { Service } from '@/payload-types'
import { env } from '@/env'
import * as messages from '@/validation/messages'

import { getTestPayload } from '../helpers/payload'
import { startSmtpServer } from '../helpers/smtpServer'
import { TEST_SMTP_PORT } from '../helpers/testEnv'

/**
 * Issue 13 item 6: a quote names a service the CMS publishes now (or 'Other'). The server reads
 * the list from the database (src/data), so a service staff add can be chosen at once and one
 * they unpublish is refused with the field's message, and nothing is stored for it.
 */

const noRevalidate = { disableRevalidate: true }
const stamp = Date.now().toString(36)
let counter = 0
const emailFor = (label: string) => `svc.${label}.${stamp}${(counter += 1)}@example.co.za`
// TEST-NET-2, one address per submission: the rate limit never decides these cases.
const clientFor = (): ClientAddress => ({
  address: `198.18.${Math.floor(Math.random() * 250)}.${(counter % 250) + 1}`,
  verified: true,
})
const contextFor = (): LeadRequestContext => ({
  client: clientFor(),
  userAgent: 'Vitest integration',
  sourcePage: '/contact/quote',
})

const quoteFor = (email: string, service: string) => ({
  name: 'Naledi Dube',
  email,
  phone: '082 555 1234',
  service,
  budget: '90k-270k',
  timeline: '1-month',
  message: 'A quote, please.',
  enquiryType: 'service',
  consent: true,
  website: '',
  formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
})

const serviceData = (slug: string, title: string) => ({
  title,
  slug,
  description: 'Aerial video for property listings.',
  icon: 'sparkles' as const,
  price: { amount: 4999, unit: 'once' as const },
  features: ['Licensed pilots', '4K video', 'Edited clip', 'Raw footage'].map((text) => ({ text })),
  timeline: '1 week',
})

describe('quote form services from the CMS (Postgres + SMTP)', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let service: Service
  const slug = `drone-filming-${stamp}`
  const title = `Drone Filming ${stamp}`

  const stored = async (email: string) =>
    (
      await payload.find({
        collection: 'enquiries',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs

  const submit = (email: string, slugSent: string) =>
    submitEnquiry(quoteFor(email, slugSent), contextFor(), { payload })

  const expectRefused = async (slugSent: string) => {
    const email = emailFor('refused')
    const outcome = await submit(email, slugSent)
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      message: messages.ENQUIRY_FAILED_FALLBACK,
      fieldErrors: { service: [messages.INVALID_FORMAT] },
    })
    expect(await stored(email)).toHaveLength(0)
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = await startSmtpServer(TEST_SMTP_PORT)
    await runQueuedJobs(payload)
    service = await payload.create({
      collection: 'services',
      draft: true,
      data: { ...serviceData(slug, title), _status: 'draft' },
      overrideAccess: true,
      context: noRevalidate,
    })
  })

  afterAll(async () => {
    await payload.delete({
      collection: 'services',
      id: service.id,
      overrideAccess: true,
      context: noRevalidate,
    })
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { email: { like: `.${stamp}` } },
      overrideAccess: true,
      limit: 100,
    })
    for (const doc of docs)
      await payload.delete({ collection: 'enquiries', id: doc.id, overrideAccess: true })
    await smtp.stop()
  })

  it('offers the published services by their CMS titles, then Other, and no draft', async () => {
    const options = await readServiceOptions(payload)
    expect(options).toContainEqual({ value: 'mobile-development', label: 'Mobile App Development' })
    expect(options).toContainEqual({ value: 'seo-optimization', label: 'SEO Optimisation' })
    expect(options.at(-1)).toEqual({ value: 'other', label: 'Other' })
    expect(options).toHaveLength(12 + 1)
    expect(options.map((option) => option.value)).not.toContain(slug)
  })

  it('refuses a service that was never published, and one nobody offers', async () => {
    await expectRefused(slug)
    await expectRefused('time-travel')
    // What the form sends is the slug: a title is not a choice.
    await expectRefused('Mobile App Development')
  })

  it('accepts it once published, and mails the agency its CMS title', async () => {
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: noRevalidate,
    })
    const email = emailFor('published')
    const outcome = await submit(email, slug)
    expect(outcome.ok).toBe(true)
    expect(await stored(email)).toMatchObject([
      { service: slug, enquiryType: 'service', status: 'new' },
    ])

    await runQueuedJobs(payload)
    const notification = smtp.messages.find(
      (mail) =>
        mail.raw.includes(`Subject: New quote request from Naledi Dube`) &&
        mail.raw.includes(email),
    )
    expect(notification?.raw).toContain(`Service: ${title}`)
  })

  it('keeps offering the published version while a newer draft waits', async () => {
    await payload.update({
      collection: 'services',
      id: service.id,
      draft: true,
      data: { title: `Unreviewed ${stamp}`, _status: 'draft' },
      overrideAccess: true,
      context: noRevalidate,
    })
    expect(await readServiceOptions(payload)).toContainEqual({ value: slug, label: title })
    expect((await submit(emailFor('pending-draft'), slug)).ok).toBe(true)
  })

  it('refuses it again once unpublished, while Other and the seeded services stay accepted', async () => {
    await payload.update({
      collection: 'services',
      id: service.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context: noRevalidate,
    })
    expect((await readServiceOptions(payload)).map((option) => option.value)).not.toContain(slug)
    await expectRefused(slug)
    expect((await submit(emailFor('other'), 'other')).ok).toBe(true)
    expect((await submit(emailFor('seeded'), 'seo-optimization')).ok).toBe(true)
  })

  it('leaves a general enquiry’s topic to its own list', async () => {
    const email = emailFor('general')
    const outcome = await submitEnquiry(
      { ...quoteFor(email, 'pricing'), enquiryType: 'general' },
      contextFor(),
      { payload },
    )
    expect(outcome.ok).toBe(true)
  })
})

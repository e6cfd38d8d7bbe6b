import { randomUUID } from 'node:crypto'

import { addDays } from 'date-fns'
import type { Payload, TypedUser, Where } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/db/client'
import { eraseSubjectData, exportSubjectData } from '@/features/leads/dataRights/subjectData'
import { requestCallback } from '@/features/leads/intake/callbackLead'
import { leadRequestContext } from '@/features/leads/intake/context'
import { submitEnquiry } from '@/features/leads/intake/enquiryLead'
import { issueFormToken } from '@/features/leads/intake/formToken'
import { readMarketingReport } from '@/features/leads/report/marketingReport'
import { countVisit, flushVisits } from '@/features/leads/visits/visitCounter'
import { agencyDayKey } from '@/lib/agencyTime'
import { runBeforeStop } from '@/lib/beforeStop.mjs'
import { env } from '@/env'
import { ATTRIBUTION_LIMITS } from '@/validation/attribution'

import { DEMO_SALES, seedAdmin } from '../../seed/data/users'
import { exportLeadsCsv } from '../helpers/api'
import { first } from '../helpers/lists'
import { weekdaysAfter } from '../helpers/leadSetup'
import { getTestPayload, loginToken, seededUser } from '../helpers/payload'

/**
 * Attribution on a real Postgres: what a lead keeps of hostile values, the exports and erasure,
 * the report's sums against the leads list, and the visit counter's daily salt.
 */

let payload: Payload
let pool: Pool
let staff: TypedUser
let addressCounter = 20
const run = Date.now().toString(36)
const emailFor = (label: string) => `${label}.${run}@example.co.za`

const headersFor = () =>
  new Headers({
    'user-agent': 'Vitest attribution',
    'x-forwarded-for': `198.51.100.${(addressCounter += 1)}`,
  })

const touch = (extra: Record<string, unknown> = {}) => ({
  at: new Date(Date.now() - 60_000).toISOString(),
  landingPath: '/services/web-development',
  ...extra,
})

const enquiryInput = (email: string, attribution: unknown) => ({
  name: 'Naledi Attribution',
  email,
  message: 'Where did I come from?',
  enquiryType: 'general',
  consent: true,
  website: '',
  formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
  sourcePage: '/contact',
  attribution,
})

/** Sends an enquiry as the form does, through the request context, and answers the stored lead. */
async function sendEnquiry(email: string, attribution: unknown) {
  const input = enquiryInput(email, attribution)
  const outcome = await submitEnquiry(input, leadRequestContext(headersFor(), input), { payload })
  expect(outcome.ok).toBe(true)
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return first(docs, 'the stored lead')
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
  staff = await seededUser(payload, seedAdmin().email)
})

afterAll(async () => {
  await pool.query(`delete from enquiries where email like $1`, [`%.${run}@example.co.za`])
  await pool.query(`delete from callbacks where email like $1`, [`%.${run}@example.co.za`])
})

describe('a lead keeps its attribution, checked', () => {
  it('stores the first and last touch, the tool and the page, and drops hostile values one by one', async () => {
    const lead = await sendEnquiry(emailFor('hostile'), {
      firstTouch: touch({ source: 'Newsletter', medium: 'email', campaign: 'spring-2026' }),
      lastTouch: touch({
        source: '<script>alert(1)</script>',
        medium: 'cpc',
        campaign: 'x'.repeat(ATTRIBUTION_LIMITS.utm + 1),
        term: 'web\u0000design',
        content: 'javascript:alert(1)',
        adNetwork: 'gclid-EAIaIQobChMI',
        referrerHost: 'evil.example/<b>',
        landingPath: '//evil.example/path',
      }),
      tool: 'ai-estimator',
    })
    expect(lead).toMatchObject({
      firstSource: 'newsletter',
      firstMedium: 'email',
      firstCampaign: 'spring-2026',
      firstLandingPath: '/services/web-development',
      lastMedium: 'cpc',
      tool: 'ai-estimator',
      sourcePage: '/contact',
    })
    for (const dropped of [
      'lastSource',
      'lastCampaign',
      'lastTerm',
      'lastContent',
      'lastAdNetwork',
      'lastReferrerHost',
      'lastLandingPath',
    ] as const) {
      expect(lead[dropped] ?? null, dropped).toBeNull()
    }
    const stored = JSON.stringify(lead)
    expect(stored).not.toContain('<script')
    expect(stored).not.toContain('javascript:')
    expect(stored).not.toContain('EAIaIQ')
  })

  it('keeps the lead when the attribution is not even an object, and a touch older than 90 days is not kept', async () => {
    const junk = await sendEnquiry(emailFor('junk'), '<img src=x onerror=alert(1)>')
    expect(junk.lastSource ?? null).toBeNull()
    const old = await sendEnquiry(emailFor('old'), {
      firstTouch: touch({ source: 'ancient', at: addDays(new Date(), -91).toISOString() }),
      lastTouch: touch({ source: 'google', medium: 'organic', referrerHost: 'www.google.com' }),
    })
    expect(old.firstSource ?? null).toBeNull()
    expect(old).toMatchObject({ lastSource: 'google', lastReferrerHost: 'www.google.com' })
  })

  it('is in the leads CSV and the data-rights export, and erasure removes it', async () => {
    const email = emailFor('rights')
    await sendEnquiry(email, {
      lastTouch: touch({ source: 'linkedin', medium: 'social', campaign: 'rights-check' }),
      tool: 'proposal-builder',
    })
    const admin = seedAdmin()
    const csv = await exportLeadsCsv(
      await loginToken(payload, admin.email, admin.password),
      { email: { equals: email } },
      ['email', 'lastSource', 'lastCampaign', 'tool'],
    )
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('rights-check')
    expect(csv.text).toContain('linkedin')

    const exported = await exportSubjectData(payload, email, staff)
    expect(exported.enquiries[0]).toMatchObject({
      lastCampaign: 'rights-check',
      tool: 'proposal-builder',
    })

    await eraseSubjectData(payload, email, staff)
    const { rows } = await pool.query<Record<string, unknown>>(
      `select * from enquiries where id = $1`,
      [first(exported.enquiries, 'the exported enquiry').id],
    )
    const erased = first(rows, 'the erased lead')
    for (const column of Object.keys(erased).filter((c) => /^(first|last)_|^tool$/.test(c))) {
      expect(erased[column], column).toBeNull()
    }
  })
})

describe('the marketing report', () => {
  const campaign = `report-${run}`
  const source = `src-${run}`
  const today = agencyDayKey()
  const period = { from: today, to: today }

  /** What the leads list shows for the same filter: both lists, spam apart, created today. */
  async function listed(where: Where): Promise<number> {
    const start = new Date(`${today}T00:00:00+02:00`)
    const filter: Where = {
      and: [
        where,
        { status: { not_equals: 'spam' } },
        { createdAt: { greater_than_equal: start.toISOString() } },
        { createdAt: { less_than: addDays(start, 1).toISOString() } },
      ],
    }
    const sales = await seededUser(payload, DEMO_SALES.email)
    const counts = await Promise.all(
      (['enquiries', 'callbacks'] as const).map((collection) =>
        payload.count({ collection, where: filter, user: sales, overrideAccess: false }),
      ),
    )
    return counts.reduce((sum, { totalDocs }) => sum + totalDocs, 0)
  }

  beforeAll(async () => {
    const attribution = {
      lastTouch: touch({ source, medium: 'cpc', campaign, landingPath: '/ai-estimator' }),
      tool: 'ai-estimator',
    }
    for (const label of ['r1', 'r2', 'r3']) await sendEnquiry(emailFor(label), attribution)
    // A callback from the same campaign, and a spam enquiry that must not count.
    const callback = {
      name: 'Sipho Report',
      email: emailFor('r-callback'),
      date: weekdaysAfter(30)(),
      time: '11:30',
      consent: true,
      website: '',
      formToken: issueFormToken(env.payloadSecret, Date.now() - 10_000),
      attribution,
    }
    const booked = await requestCallback(callback, leadRequestContext(headersFor(), callback), {
      payload,
    })
    expect(booked.ok).toBe(true)
    const spam = enquiryInput(emailFor('r-spam'), attribution)
    await submitEnquiry(
      { ...spam, website: 'http://spam.example' },
      leadRequestContext(headersFor(), spam),
      {
        payload,
      },
    )
    // Two visitors from the campaign, one of them on two pages: two visits.
    const visit = { path: '/ai-estimator', source, medium: 'cpc', campaign }
    await countVisit(payload, visit, { address: '203.0.113.5', userAgent: 'Report A' })
    await countVisit(
      payload,
      { ...visit, path: '/contact' },
      {
        address: '203.0.113.5',
        userAgent: 'Report A',
      },
    )
    await countVisit(payload, visit, { address: '203.0.113.6', userAgent: 'Report B' })
    await flushVisits(payload)
  })

  it('agrees with the leads list for the same filter, and counts visits once per visitor', async () => {
    const report = await readMarketingReport(payload, staff, period)
    const row = (dimension: keyof typeof report.sections, key: string) =>
      report.sections[dimension].find((r) => r.key === key)?.current

    expect(await listed({ lastCampaign: { equals: campaign } })).toBe(4)
    expect(row('campaign', campaign)).toEqual({ visits: 2, leads: 4, conversion: 2 })
    expect(row('sourceMedium', `${source} / cpc`)?.leads).toBe(
      await listed({
        and: [{ lastSource: { equals: source } }, { lastMedium: { equals: 'cpc' } }],
      }),
    )
    expect(row('tool', 'ai-estimator')?.leads).toBe(
      await listed({ tool: { equals: 'ai-estimator' } }),
    )
    expect(row('landingPage', '/ai-estimator')?.leads).toBe(
      await listed({ lastLandingPath: { equals: '/ai-estimator' } }),
    )
    // Every lead of the period is in exactly one row of each section.
    const everyLead = await listed({ id: { exists: true } })
    expect(report.totals.current.leads).toBe(everyLead)
    for (const rows of Object.values(report.sections)) {
      expect(rows.reduce((sum, r) => sum + r.current.leads, 0)).toBe(everyLead)
    }
  })

  it('counts a lead answered before its reply-by as within the promise', async () => {
    const before = await readMarketingReport(payload, staff, period)
    const { docs } = await payload.find({
      collection: 'enquiries',
      where: { email: { equals: emailFor('r1') } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'enquiries',
      id: first(docs, 'the lead to answer').id,
      data: { status: 'contacted' },
      user: staff,
      overrideAccess: false,
    })
    const after = await readMarketingReport(payload, staff, period)
    expect(after.replyPromise.current.kept).toBe(before.replyPromise.current.kept + 1)
    expect(after.replyPromise.current.promised).toBe(before.replyPromise.current.promised)
  })

  it('is for sales and admins only', async () => {
    const client = (
      await payload.find({
        collection: 'users',
        where: { role: { equals: 'client' } },
        overrideAccess: true,
        limit: 1,
      })
    ).docs[0]
    await expect(
      readMarketingReport(payload, { ...client, collection: 'users' } as TypedUser, period),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('the visit counter', () => {
  const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`
  const userAgent = `Visit rotation ${randomUUID()}`

  it('stores no address, and a new day deletes the salt and hashes of the day before', async () => {
    const now = new Date()
    const yesterday = addDays(now, -1)
    const path = `/rotation-${run}`
    await countVisit(payload, { path }, { address, userAgent }, yesterday)
    await flushVisits(payload)
    const { rows: saltsBefore } = await pool.query<{ day: string }>(`select day from visit_salts`)
    expect(saltsBefore.map((r) => r.day)).toEqual([agencyDayKey(yesterday)])
    const { rows: seenBefore } = await pool.query<{ hash: string }>(
      `select hash from visit_seen where day = $1`,
      [agencyDayKey(yesterday)],
    )
    expect(seenBefore.length).toBeGreaterThan(0)

    await countVisit(payload, { path }, { address, userAgent }, now)
    await flushVisits(payload)
    const { rows: salts } = await pool.query<{ day: string }>(`select day from visit_salts`)
    expect(salts.map((r) => r.day)).toEqual([agencyDayKey(now)])
    const { rows: seen } = await pool.query<{ day: string; hash: string }>(
      `select * from visit_seen`,
    )
    expect(seen.every((r) => r.day === agencyDayKey(now))).toBe(true)
    // The same person is someone else today: yesterday's hash cannot be matched.
    expect(seen.map((r) => r.hash)).not.toContain(first(seenBefore, 'yesterday’s hash').hash)

    // Each day keeps its count; nothing anywhere holds the address or the user agent.
    const { rows: counts } = await pool.query<{ day: string; visits: number }>(
      `select day, visits from visit_counts where path = $1 order by day`,
      [path],
    )
    expect(counts).toEqual([
      { day: agencyDayKey(yesterday), visits: 1 },
      { day: agencyDayKey(now), visits: 1 },
    ])
    const everything = JSON.stringify(
      await Promise.all(
        ['visit_salts', 'visit_seen', 'visit_counts'].map(
          async (table) =>
            (await pool.query<Record<string, unknown>>(`select * from ${table}`)).rows,
        ),
      ),
    )
    expect(everything).not.toContain(address)
    expect(everything).not.toContain(userAgent)
  })

  it('writes the page views still waiting for their batch when the server stops', async () => {
    const path = `/stopping-${run}`
    await countVisit(payload, { path }, { address, userAgent: `${userAgent} stop` })
    const counted = async () =>
      (
        await pool.query<{ pageviews: number }>(
          `select pageviews from visit_counts where path = $1`,
          [path],
        )
      ).rows
    // Still in memory: the batch's timer has seconds to run.
    expect(await counted()).toEqual([])
    // What src/server/server.mjs runs between its last request and Next's close.
    await runBeforeStop()
    expect(await counted()).toEqual([{ pageviews: 1 }])
  })
})

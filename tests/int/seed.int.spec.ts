import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedDatabase } from '../../seed/seed'
import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

/** Counts every collection and hashes every global, so "nothing changed" is checked, not assumed. */
async function snapshot(payload: Payload) {
  const counts: Record<string, number> = {}
  for (const collection of payload.config.collections) {
    counts[collection.slug] = (
      await payload.count({ collection: collection.slug as never, overrideAccess: true })
    ).totalDocs
  }
  const globals: Record<string, string> = {}
  for (const global of payload.config.globals) {
    // Row ids are left out: Payload gives a group inside a global's tabs (the navigation's
    // button) a fresh one on every read, though nothing was saved.
    globals[global.slug] = JSON.stringify(
      await payload.findGlobal({ slug: global.slug as never, overrideAccess: true, depth: 0 }),
      (key, value: unknown) =>
        key === 'id' && typeof value === 'string' && /^[0-9a-f]{24}$/.test(value)
          ? undefined
          : value,
    )
  }
  return { counts, globals }
}

describe('seed', () => {
  let payload: Payload
  let serviceId: string
  let originalAmount: number

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    if (serviceId) {
      await payload.update({
        collection: 'services',
        id: serviceId,
        data: { price: { amount: originalAmount, unit: 'once' } },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('has seeded what the spec gives', async () => {
    const count = async (collection: 'services' | 'plans' | 'templates' | 'pages') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    expect(await count('services')).toBe(12)
    expect(await count('plans')).toBe(6)
    expect(await count('templates')).toBe(8)
    // The legal pages, the PAIA manual and two landing pages (issue 40).
    expect(await count('pages')).toBe(5)

    const web = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'web-development' } },
      overrideAccess: true,
    })
    expect(web.docs[0]?.price).toMatchObject({ amount: 29999, unit: 'once' })

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings).toMatchObject({
      rating: 4.9,
      happyClients: 500,
      projectsCompleted: 1200,
      yearsExperience: 8,
      foundedYear: 2016,
      uptime: 99.9,
      satisfaction: 98,
    })

    const estimator = await payload.findGlobal({ slug: 'estimator-settings', overrideAccess: true })
    expect(estimator.projectTypes.map((t) => [t.value, t.basePrice])).toEqual([
      ['website', 29999],
      ['webapp', 79999],
      ['mobile', 129999],
      ['ecommerce', 59999],
      ['software', 159999],
      ['ai-integration', 89999],
    ])
    expect(estimator.complexityLevels.map((c) => [c.value, c.multiplier])).toEqual([
      ['basic', 1],
      ['standard', 1.5],
      ['advanced', 2.5],
      ['enterprise', 4],
    ])
  })

  it('a second run creates and changes nothing, and keeps what staff edited in between', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'web-development' } },
      overrideAccess: true,
    })
    const service = first(docs, 'the web-development service')
    serviceId = service.id
    originalAmount = service.price.amount
    await payload.update({
      collection: 'services',
      id: serviceId,
      data: { price: { amount: 31999, unit: 'once' } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { happyClients: 650 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })

    const before = await snapshot(payload)
    const report = await seedDatabase(payload)
    const after = await snapshot(payload)

    expect(report.created).toEqual({})
    expect(after).toEqual(before)

    const edited = await payload.findByID({
      collection: 'services',
      id: serviceId,
      overrideAccess: true,
    })
    expect(edited.price.amount).toBe(31999)
    expect(
      (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).happyClients,
    ).toBe(650)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { happyClients: 500 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('with --if-empty does nothing on a database that has users', async () => {
    const report = await seedDatabase(payload, { ifEmpty: true })
    expect(report.skipped).toBe(true)
  })
})

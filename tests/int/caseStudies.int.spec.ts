import { randomUUID } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchContent } from '@/data/search'
import type { Media } from '@/payload-types'
import { collectionType } from '@/utilities/contentTypes'

import { DEMO_EDITOR } from '../../seed/data/users'
import { getTestPayload } from '../helpers/payload'
import { required } from '../helpers/lists'

describe('case studies and testimonials', () => {
  let payload: Payload
  const created: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created)
      await payload.delete({
        collection: 'case-studies',
        id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
  })

  it('the seed publishes six case studies across the six industries, each quoting its client', async () => {
    const { docs } = await payload.find({
      collection: 'case-studies',
      where: { _status: { equals: 'published' } },
      depth: 1,
      limit: 50,
      overrideAccess: false,
    })
    const seeded = docs.filter((doc) => !doc.slug.startsWith('matrix-'))
    expect(seeded).toHaveLength(6)
    expect(new Set(seeded.map((doc) => doc.industry))).toEqual(
      new Set(['retail', 'logistics', 'finance', 'tourism', 'health', 'education']),
    )
    for (const doc of seeded) {
      expect(doc.services.length, doc.slug).toBeGreaterThan(0)
      expect(doc.results?.length, doc.slug).toBeGreaterThan(0)
      expect(typeof doc.testimonial, doc.slug).toBe('object')
      const gallery = (doc.gallery ?? []) as Media[]
      expect(gallery.length, doc.slug).toBeGreaterThan(0)
      for (const picture of gallery) expect(picture.alt.length).toBeGreaterThan(10)
    }
    const testimonials = await payload.count({
      collection: 'testimonials',
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
    })
    expect(testimonials.totalDocs).toBeGreaterThanOrEqual(8)
  })

  it("refuses the filter pages' words as slugs, so /work/service/… always means the filter", async () => {
    const editor = required(
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: DEMO_EDITOR.email } },
          overrideAccess: true,
        })
      ).docs[0],
      'the seeded editor',
    )
    const [template] = (
      await payload.find({ collection: 'case-studies', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      results,
      ...rest
    } = required(template, 'a case study')
    // A copy: its result rows get ids of their own.
    const data = { ...rest, results: results?.map(({ figure, label }) => ({ figure, label })) }
    for (const slug of ['service', 'industry']) {
      const refused: unknown = await payload
        .create({
          collection: 'case-studies',
          data: { ...data, slug, _status: 'published' },
          user: { ...editor, collection: 'users' },
          overrideAccess: false,
          context: { disableRevalidate: true },
        })
        .then(
          () => null,
          (err: unknown) => err,
        )
      expect(refused, slug).toBeInstanceOf(ValidationError)
      expect((refused as ValidationError).data.errors, slug).toEqual([
        expect.objectContaining({
          path: 'slug',
          message: expect.stringMatching(/reserved/) as unknown,
        }),
      ])
    }
    const fine = await payload.create({
      collection: 'case-studies',
      data: { ...data, slug: `service-${randomUUID().slice(0, 8)}`, _status: 'draft' },
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    created.push(fine.id)
  })

  it('their content types match the collections: paths, the search, and no page for a testimonial', async () => {
    const caseStudies = required(collectionType('case-studies'), 'the case studies type')
    const { docs } = await payload.find({
      collection: 'case-studies',
      where: { _status: { equals: 'published' } },
      depth: 0,
      limit: 50,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const path = caseStudies.path(doc)
      expect(path).toBe(`/work/${doc.slug}`)
      expect(caseStudies.pathShape.test(path ?? '')).toBe(true)
    }
    expect(caseStudies.sitemap).toBeTruthy()
    expect(caseStudies.tags.length).toBeGreaterThan(0)

    // Words from the rich-text story and the results, not only the title.
    const hits = await searchContent(payload, 'stargazing')
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'case-studies',
        href: '/work/cederberg-trails-direct-bookings',
      }),
    )
    const figures = await searchContent(payload, 'POPIA audit findings')
    expect(figures.map((hit) => hit.href)).toContain('/work/ubuntu-mutual-savings-app')

    const testimonials = required(collectionType('testimonials'), 'the testimonials type')
    const [quote] = (
      await payload.find({ collection: 'testimonials', limit: 1, overrideAccess: true })
    ).docs
    expect(testimonials.path(required(quote, 'a testimonial'))).toBeNull()
    expect(testimonials.sitemap).toBe(false)
    expect(testimonials.search).toBe(false)
    expect(testimonials.tags.length).toBeGreaterThan(0)
  })
})

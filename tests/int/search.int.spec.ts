import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchContent } from '@/data/search'

import { first } from '../helpers/lists'
import { getTestPayload } from '../helpers/payload'

const noRevalidate = { disableRevalidate: true }

/** Site search: Postgres full-text search over what a visitor may read, ranked. */
describe('site search', () => {
  let payload: Payload
  const created: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    for (const id of created) {
      await payload.delete({
        collection: 'services',
        id,
        overrideAccess: true,
        context: noRevalidate,
      })
    }
  })

  it('ranks the service whose title matches above those that only mention the words', async () => {
    const exact = await searchContent(payload, 'web development')
    expect(exact[0]).toMatchObject({
      kind: 'services',
      title: 'Web Development',
      href: '/services/web-development',
    })

    const hits = await searchContent(payload, 'development')
    expect(hits.length).toBeGreaterThan(3)
    expect(hits[0]?.kind).toBe('services')
    expect(hits[0]?.title).toMatch(/development/i)
    const ranks = hits.map((hit) => hit.rank)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))
  })

  it('finds legal pages by words in their rich-text body and flags the matched words', async () => {
    const hits = await searchContent(payload, 'Information Officer')
    const privacy = hits.find((hit) => hit.href === '/privacy-policy')
    expect(privacy).toBeDefined()
    expect(privacy?.kind).toBe('pages')
    expect(
      privacy?.snippet.some((part) => part.match && /information|officer/i.test(part.text)),
    ).toBe(true)
  })

  it('finds templates by name and industry', async () => {
    const hits = await searchContent(payload, 'restaurant')
    expect(hits.some((hit) => hit.kind === 'templates' && hit.href === '/templates')).toBe(true)
  })

  it('matches word forms (stemming): "developers" finds development services', async () => {
    const hits = await searchContent(payload, 'developers')
    expect(
      hits.some(
        (hit) =>
          hit.href === '/services/software-development' || hit.href === '/services/web-development',
      ),
    ).toBe(true)
  })

  it('never shows an unpublished service, nor the unpublished edit of a published one', async () => {
    const word = `quokka${Date.now()}`
    const draft = await payload.create({
      collection: 'services',
      draft: true,
      data: { title: `Draft ${word}`, slug: `draft-${word}`, _status: 'draft' } as never,
      overrideAccess: true,
      context: noRevalidate,
    })
    created.push(draft.id)
    expect(await searchContent(payload, word)).toEqual([])

    const published = await payload.find({
      collection: 'services',
      where: { slug: { equals: 'cloud-services' } },
      overrideAccess: true,
    })
    const cloud = first(published.docs, 'the cloud-services service')
    await payload.update({
      collection: 'services',
      id: cloud.id,
      draft: true,
      data: { title: `Cloud ${word}` },
      overrideAccess: true,
      context: noRevalidate,
    })
    try {
      expect(await searchContent(payload, word)).toEqual([])
      expect((await searchContent(payload, 'cloud services'))[0]?.title).toBe(cloud.title)
    } finally {
      await payload.update({
        collection: 'services',
        id: cloud.id,
        data: { title: cloud.title, _status: 'published' },
        overrideAccess: true,
        context: noRevalidate,
      })
    }
  })

  it('returns nothing for empty, stop-word-only or unknown queries, and treats SQL as words', async () => {
    expect(await searchContent(payload, '   ')).toEqual([])
    expect(await searchContent(payload, 'the')).toEqual([])
    expect(await searchContent(payload, 'xqzvbnmw')).toEqual([])
    await expect(searchContent(payload, `'); DROP TABLE services; --`)).resolves.toBeInstanceOf(
      Array,
    )
    const { totalDocs } = await payload.count({ collection: 'services', overrideAccess: true })
    expect(totalDocs).toBeGreaterThanOrEqual(12)
  })
})

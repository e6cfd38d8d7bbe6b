import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import Parser from 'rss-parser'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readArticleFeed } from '@/data/articleSummaries'
import { readingMinutes } from '@/lib/readingTime'
import type { Article } from '@/payload-types'

import { richText } from '../../seed/lexical'
import { getTestPayload } from '../helpers/payload'

const SITE = 'https://www.example.co.za'
const context = { disableRevalidate: true }

type FeedEntry = {
  id?: string
  author?: string
  updated?: string
  category?: { $: { term: string; label: string } }[]
}

/** The feed as a feed reader sees it: parsed by rss-parser, not matched as a string. */
const parseFeed = (xml: string) =>
  new Parser<Record<string, never>, FeedEntry>({
    customFields: { item: ['updated', ['category', 'category', { keepArray: true }]] },
  }).parseString(xml)

describe('the insights feed', () => {
  let payload: Payload
  const tag = randomUUID().slice(0, 8)
  const created: { collection: 'articles' | 'categories' | 'authors' | 'media'; id: string }[] = []
  let newer: Article
  let older: Article
  let draft: Article

  const make = async <C extends 'articles' | 'categories' | 'authors'>(
    collection: C,
    data: Record<string, unknown>,
    draftOnly = false,
  ) => {
    const doc = await payload.create({
      collection,
      data: data as never,
      draft: draftOnly,
      overrideAccess: true,
      context,
    })
    created.push({ collection, id: doc.id })
    return doc
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    const png = await sharp({
      create: { width: 1280, height: 800, channels: 3, background: '#1e40af' },
    })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Feed test picture' },
      file: { data: png, mimetype: 'image/png', name: `feed-${tag}.png`, size: png.length },
      overrideAccess: true,
      context,
    })
    created.push({ collection: 'media', id: image.id })
    const category = await make('categories', {
      title: `Feed test ${tag}`,
      slug: `feed-test-${tag}`,
      description: 'Articles of the feed test.',
    })
    const author = await make('authors', { name: `Feed Author ${tag}`, role: 'Tester' })
    // Dated ahead of every seeded article, so both lead the feed whatever else is stored.
    const soon = Date.now() + 60 * 86_400_000
    const article = (slug: string, publishedAt: number, status: 'published' | 'draft') => ({
      title: `Feed test ${slug}`,
      slug,
      excerpt: `An article for the feed test (${slug}).`,
      heroImage: image.id,
      author: author.id,
      categories: [category.id],
      publishedAt: new Date(publishedAt).toISOString(),
      body: richText([
        { p: 'word '.repeat(450) },
        { upload: image.id },
        { p: 'Load shedding, data costs and POPIA.' },
      ]),
      _status: status,
    })
    older = await make('articles', article(`feed-older-${tag}`, soon, 'published'))
    newer = await make('articles', article(`feed-newer-${tag}`, soon + 86_400_000, 'published'))
    draft = await make(
      'articles',
      article(`feed-draft-${tag}`, soon + 2 * 86_400_000, 'draft'),
      true,
    )
  })

  afterAll(async () => {
    for (const { collection, id } of created.reverse())
      await payload.delete({ collection, id, overrideAccess: true, context })
  })

  it('stores the reading time computed from the body', () => {
    expect(newer.readingMinutes).toBe(readingMinutes(newer.body))
    // 455 words at 200 a minute and one picture: 2.4 minutes, rounded up.
    expect(newer.readingMinutes).toBe(3)
  })

  it('is a valid Atom feed of the newest published articles, with absolute links and dates', async () => {
    const xml = await readArticleFeed(payload, { siteUrl: SITE, brand: 'Kaya Digital', length: 20 })
    const feed = await parseFeed(xml)

    expect(feed.title).toBe('Insights | Kaya Digital')
    expect(feed.link).toBe(`${SITE}/insights`)
    expect(feed.feedUrl).toBe(`${SITE}/insights/feed.xml`)
    expect(feed.items.length).toBeGreaterThanOrEqual(2)
    expect(feed.items.length).toBeLessThanOrEqual(20)

    const [first, second] = feed.items
    expect(first?.link).toBe(`${SITE}/insights/${newer.slug}`)
    expect(second?.link).toBe(`${SITE}/insights/${older.slug}`)
    expect(first?.title).toBe(newer.title)
    expect(first?.summary).toBe(newer.excerpt)
    expect(first?.author).toBe(`Feed Author ${tag}`)
    expect(first?.isoDate).toBe(newer.publishedAt)
    expect(first?.updated).toBe(newer.updatedAt)
    expect(first?.category?.map((category) => category.$)).toEqual([
      {
        label: `Feed test ${tag}`,
        term: `Feed test ${tag}`,
        scheme: `${SITE}/insights/category/feed-test-${tag}`,
      },
    ])

    for (const item of feed.items) {
      expect(item.link && new URL(item.link).origin).toBe(SITE)
      expect(item.id && new URL(item.id).origin).toBe(SITE)
      expect(Number.isNaN(Date.parse(item.isoDate ?? ''))).toBe(false)
    }
    const dates = feed.items.map((item) => Date.parse(item.isoDate ?? ''))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(feed.items.map((item) => item.link)).not.toContain(`${SITE}/insights/${draft.slug}`)
  })

  it('refuses an article slug that a route of /insights answers', async () => {
    await expect(
      make('articles', { ...stripForCopy(newer), slug: 'page', _status: 'published' }),
    ).rejects.toThrow(/slug/i)
  })
})

/** An article's stored fields as create input (relations by id). */
function stripForCopy(article: Article): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = article
  return {
    ...rest,
    heroImage: typeof rest.heroImage === 'object' ? rest.heroImage.id : rest.heroImage,
    author: typeof rest.author === 'object' ? rest.author.id : rest.author,
    categories: rest.categories.map((c) => (typeof c === 'object' ? c.id : c)),
  }
}

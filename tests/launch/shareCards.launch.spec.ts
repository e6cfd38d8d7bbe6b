/**
 * Every public page shares with a large picture: og:image 1200×630 (or a service's own CMS image)
 * and twitter:card summary_large_image. The generated cards are PNGs served from Next's cache, and
 * the card route renders nothing it did not sign.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { first } from '../helpers/lists'
import { attributeValues, launchPages, LAUNCH_DIR, LAUNCH_ORIGIN } from './launchPages'

type Card = {
  url: string
  status: number
  type: string | null
  size: { width: number; height: number } | null
  cache: string | null
  cacheControl: string | null
}

const meta = (html: string, key: string): string[] =>
  attributeValues(
    html,
    new RegExp(
      `<meta[^>]+(?:property|name)="${key.replace(/[:]/g, '\\:')}"[^>]+content="([^"]+)"`,
      'g',
    ),
  )

describe('share cards', () => {
  const pages = launchPages()
  const { cards, forgedStatus } = JSON.parse(
    fs.readFileSync(path.join(LAUNCH_DIR, 'share-cards.json'), 'utf8'),
  ) as { cards: Card[]; forgedStatus: number }

  it.each(pages.map((page) => [page.name, page.html] as const))(
    '%s has a large share image',
    (name, html) => {
      const images = meta(html, 'og:image')
      expect(images, name).toHaveLength(1)
      const image = first(images, `${name}'s og:image`)
      expect(image.startsWith(`${LAUNCH_ORIGIN}/`)).toBe(true)
      expect(meta(html, 'twitter:card')).toEqual(['summary_large_image'])
      expect(meta(html, 'twitter:image')).toEqual(images)
      const card = cards.find((c) => c.url === image)
      expect(card?.status).toBe(200)
      if (image.includes('/share/')) {
        expect(meta(html, 'og:image:width')).toEqual(['1200'])
        expect(meta(html, 'og:image:height')).toEqual(['630'])
        expect(card?.type).toBe('image/png')
        expect(card?.size).toEqual({ width: 1200, height: 630 })
      }
    },
  )

  it('gives each page its own card, from its title', () => {
    const generated = new Set(
      pages.flatMap((page) => meta(page.html, 'og:image')).filter((url) => url.includes('/share/')),
    )
    expect(generated.size).toBeGreaterThan(12)
  })

  it('uses a service’s CMS image for its page', () => {
    const service = pages.find((page) => page.name.startsWith('services_'))
    expect(meta(service?.html ?? '', 'og:image')[0]).toMatch(/\/api\/media\/file\//)
  })

  it('serves the generated cards from the cache, and no card it did not sign', () => {
    const generated = cards.filter((card) => card.url.includes('/share/'))
    for (const card of generated) expect(card.cache, card.url).toMatch(/HIT|PRERENDER/)
    expect(forgedStatus).toBe(404)
  })
})

/**
 * A build made with NEXT_PUBLIC_SERVER_URL=https://www.kayadigital.co.za (scripts/launchCheck.ts)
 * must point search engines and share cards there: canonical, og:url, JSON-LD urls, the sitemap
 * and robots.txt. No public page may mention localhost.
 */
import fs from 'node:fs'
import path from 'node:path'

import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'

import { first } from '../helpers/lists'
import {
  attributeValues as attribute,
  captures,
  launchPages,
  LAUNCH_DIR,
  LAUNCH_ORIGIN,
} from './launchPages'

/** Every `url`-like value in a JSON-LD document. */
function jsonLdUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => jsonLdUrls(item, found))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (
        typeof inner === 'string' &&
        /^(url|@id|urlTemplate|item|logo|image)$/.test(key) &&
        /^https?:/.test(inner)
      )
        found.push(inner)
      else jsonLdUrls(inner, found)
    }
  }
  return found
}

describe('production URLs', () => {
  const pages = launchPages()

  it('found every public page in the sitemap', () => {
    expect(pages.length).toBeGreaterThan(15)
  })

  it.each(
    pages
      .filter((page) => page.name !== 'not-found')
      .map((page) => [page.name, page.html] as const),
  )('%s: canonical, og:url and JSON-LD use the public address', (_name, html) => {
    const canonical = attribute(html, /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/g)
    expect(canonical).toHaveLength(1)
    const canonicalUrl = first(canonical, 'a canonical link')
    expect(canonicalUrl.startsWith(`${LAUNCH_ORIGIN}/`) || canonicalUrl === LAUNCH_ORIGIN).toBe(
      true,
    )
    const ogUrl = attribute(html, /<meta[^>]+property="og:url"[^>]+content="([^"]+)"/g)
    expect(ogUrl).toHaveLength(1)
    expect(first(ogUrl, 'an og:url').startsWith(LAUNCH_ORIGIN)).toBe(true)
    const ld = attribute(
      html,
      /<script[^>]+type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ).flatMap((json) => jsonLdUrls(JSON.parse(json)))
    expect(ld.length).toBeGreaterThan(0)
    expect(ld.filter((url) => /localhost|127\.0\.0\.1/.test(url))).toEqual([])
    expect(ld.filter((url) => url.startsWith(LAUNCH_ORIGIN)).length).toBeGreaterThan(0)
  })

  it.each(pages.map((page) => [page.name, page.html] as const))(
    '%s mentions no localhost',
    (_name, html) => {
      expect(html).not.toMatch(/localhost|127\.0\.0\.1/)
    },
  )

  it('lists only public-address URLs in the sitemap, and robots.txt names it', () => {
    const sitemap = fs.readFileSync(path.join(LAUNCH_DIR, 'sitemap.xml'), 'utf8')
    const locs = captures(sitemap, /<loc>([^<]+)<\/loc>/g)
    expect(locs.length).toBeGreaterThan(15)
    for (const loc of locs) expect(loc.startsWith(LAUNCH_ORIGIN)).toBe(true)
    const robots = fs.readFileSync(path.join(LAUNCH_DIR, 'robots.txt'), 'utf8')
    expect(robots).toMatch(
      new RegExp(`^Sitemap: ${LAUNCH_ORIGIN.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'),
    )
    expect(robots).not.toMatch(/localhost/)
  })

  it('lists the insights and an article in the sitemap, and saved both', () => {
    const sitemap = fs.readFileSync(path.join(LAUNCH_DIR, 'sitemap.xml'), 'utf8')
    const locs = captures(sitemap, /<loc>([^<]+)<\/loc>/g)
    expect(locs).toContain(`${LAUNCH_ORIGIN}/insights`)
    expect(locs.some((loc) => /\/insights\/[a-z0-9-]+$/.test(loc))).toBe(true)
    expect(pages.map((page) => page.name)).toContain('insights')
  })

  it('points every link of the insights feed at the public address', async () => {
    const xml = fs.readFileSync(path.join(LAUNCH_DIR, 'insights-feed.xml'), 'utf8')
    expect(xml).not.toMatch(/localhost|127\.0\.0\.1/)
    const feed = await new Parser().parseString(xml)
    expect(feed.link).toBe(`${LAUNCH_ORIGIN}/insights`)
    expect(feed.feedUrl).toBe(`${LAUNCH_ORIGIN}/insights/feed.xml`)
    expect(feed.items.length).toBeGreaterThan(0)
    for (const item of feed.items)
      expect(item.link?.startsWith(`${LAUNCH_ORIGIN}/insights/`)).toBe(true)
  })
})

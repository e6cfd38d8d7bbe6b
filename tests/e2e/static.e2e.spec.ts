import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { HTML_BUDGET_BYTES, MARKETING_ROUTES } from '../helpers/pageBudget'

/**
 * The public site is prerendered: the build lists every public page in its prerender manifest, a
 * visit is answered from the cache (x-nextjs-cache) without rendering, and the pages that read the
 * visitor's session or query stay rendered per request.
 */

const PRERENDERED = [
  '/',
  '/services',
  '/services/web-development',
  '/about',
  '/contact',
  '/contact/quote',
  '/client-portal',
  '/templates',
  '/ai-estimator',
  '/ai-code-review',
  '/content-generator',
  '/chatbot-builder',
  '/performance-audit',
  '/competitor-analysis',
  '/proposal-builder',
  '/white-label',
  '/maintenance',
  '/privacy-policy',
  '/terms-of-service',
  // Pages built from blocks, at /[slug] (issue 40).
  '/paia-manual',
  '/online-shops-gauteng-retailers',
].filter((route) => route !== '/client-portal')
const PER_REQUEST = ['/client-portal', '/search']

type PrerenderManifest = { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> }

test('the build prerenders every public page, and only those', () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), '.next/prerender-manifest.json'), 'utf8'),
  ) as PrerenderManifest
  for (const route of PRERENDERED) expect(Object.keys(manifest.routes), route).toContain(route)
  for (const route of PER_REQUEST) expect(Object.keys(manifest.routes), route).not.toContain(route)
  // Services and pages added later in the admin are generated on their first visit.
  expect(Object.keys(manifest.dynamicRoutes)).toContain('/services/[serviceId]')
  expect(Object.keys(manifest.dynamicRoutes)).toContain('/[slug]')
})

test('a visit to a public page is answered from the cache; the portal and search are rendered for the visitor', async ({
  request,
}) => {
  for (const route of PRERENDERED) {
    await request.get(route)
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
    expect(res.headers()['x-nextjs-cache'], route).toMatch(/^(HIT|STALE)$/)
  }
  for (const route of PER_REQUEST) {
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
    expect(res.headers()['x-nextjs-cache'], route).toBeUndefined()
    expect(res.headers()['cache-control'], route).toMatch(/no-store|private/)
  }
})

test('every marketing page is at most 60 KB of HTML, its RSC payload included', async ({
  request,
}) => {
  for (const route of MARKETING_ROUTES) {
    const res = await request.get(route)
    expect(res.status(), route).toBe(200)
    const html = await res.text()
    expect(Buffer.byteLength(html), route).toBeLessThanOrEqual(HTML_BUDGET_BYTES)
  }
})

// Next serialises the root segment's not-found element into every page's payload; its built-in one
// is 1.2 KB of inline styles that no visitor can reach (the site's 404 is its own). src/app/not-found.tsx
// replaces it.
test('no marketing page carries Next’s built-in 404 page in its payload', async ({ request }) => {
  for (const route of MARKETING_ROUTES) {
    const html = await (await request.get(route)).text()
    expect(html, route).not.toContain('next-error-h1')
    expect(html, route).not.toContain('This page could not be found')
  }
})

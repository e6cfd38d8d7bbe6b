import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import { formatFromPrice, type PriceUnit } from '@/lib/formatRand'

import { signInAdmin } from '../helpers/e2e'
import { first, required } from '../helpers/lists'
import { rawGet as rawGetUrl, type RawAnswer as Raw } from '../helpers/rawHttp'
import { E2E_BASE_URL } from '../helpers/testEnv'

/**
 * Prerendered pages as the production server sends them (src/server/server.mjs): compressed with
 * what the browser accepts, with the same Content-Security-Policy as the uncompressed page, a
 * stable ETag a browser can revalidate, and an edit in the CMS arriving compressed as fast as before.
 */

/** A GET of a path on the site under test, its body as sent. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(new URL(path, E2E_BASE_URL), headers)

function decoded({ headers, body }: Raw): string {
  const encoding = headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString()
  expect(encoding, 'an encoding the test can read').toBeUndefined()
  return body.toString()
}

const BROWSER = 'gzip, deflate, br, zstd'

/** Asks until the page comes in `encoding`: the first visit after a change is Next's own answer. */
async function answeredAs(path: string, encoding: string, accept: string): Promise<Raw> {
  let last: Raw | undefined
  // From the copy: Next compresses with gzip too, but streams it, with no length; a copy has one.
  // A copy lives a second, so a request may meet Next while the next copy is taken.
  await expect
    .poll(
      async () => {
        last = await rawGet(path, { 'accept-encoding': accept })
        const sized = last.headers['content-length'] === undefined ? 'streamed' : 'sized'
        return `${String(last.headers['content-encoding'])}, ${sized}`
      },
      { timeout: 10_000, intervals: [100, 250, 500] },
    )
    .toBe(`${encoding}, sized`)
  if (!last) throw new Error('no answer')
  return last
}

test('a campaign URL answers with the same body and ETag as its bare path, from the same copy', async () => {
  const bare = '/services/web-development'
  const campaign = `${bare}?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0KCQ`
  const fromCopy = await answeredAs(bare, 'br', BROWSER)
  const tagged = await answeredAs(campaign, 'br', BROWSER)
  expect(tagged.status).toBe(200)
  expect(tagged.headers.etag).toBe(fromCopy.headers.etag)
  expect(decoded(tagged)).toBe(decoded(fromCopy))
  expect(tagged.headers['content-security-policy']).toBe(
    fromCopy.headers['content-security-policy'],
  )
  // The browser's copy of the bare page is good for the campaign URL too.
  const revalidated = await rawGet(campaign, {
    'accept-encoding': BROWSER,
    'if-none-match': required(fromCopy.headers.etag, 'the ETag'),
  })
  expect(revalidated.status).toBe(304)
  // Another query is Next's to answer (Next itself compresses with gzip, never brotli).
  const search = await rawGet('/search?q=web&utm_source=google', { 'accept-encoding': BROWSER })
  expect(search.status).toBe(200)
  expect(search.headers['content-encoding']).not.toBe('br')
})

test('an older quote link is answered from the quote page’s copy, its query read in the browser', async () => {
  const quotePage = await answeredAs('/contact/quote', 'br', BROWSER)
  const older = await answeredAs(
    '/contact?service=web-development&title=Web%20Development&utm_source=mail',
    'br',
    BROWSER,
  )
  expect(older.headers.etag).toBe(quotePage.headers.etag)
  expect(decoded(older)).toBe(decoded(quotePage))
  expect(older.headers.etag).not.toBe((await answeredAs('/contact', 'br', BROWSER)).headers.etag)
})

test("a service's quote link is a prerendered page of its own, with the service chosen in its HTML", async () => {
  const quote = await answeredAs('/contact/quote/web-development', 'br', BROWSER)
  expect(quote.status).toBe(200)
  const html = decoded(quote)
  expect(html).toMatch(/<option value="web-development" selected="">/)
  expect(html).toContain('I&#x27;m interested in Web Development and would like a quote.')
  expect((await rawGet('/contact/quote/no-such-service')).status).toBe(404)
})

test('a marketing page comes compressed, with the same CSP, Vary and a stable ETag that answers 304', async () => {
  for (const route of ['/', '/about', '/services/web-development']) {
    const br = await answeredAs(route, 'br', BROWSER)
    const gzip = await answeredAs(route, 'gzip', 'gzip, deflate')
    const plain = await rawGet(route)
    expect(plain.headers['content-encoding'], route).toBeUndefined()

    const policy = plain.headers['content-security-policy']
    expect(policy, route).toMatch(/script-src 'self' 'sha256-/)
    expect(policy, route).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    for (const answer of [br, gzip]) {
      expect(answer.status, route).toBe(200)
      expect(decoded(answer), route).toBe(plain.body.toString())
      expect(answer.headers['content-security-policy'], route).toBe(policy)
      expect(answer.headers['x-frame-options'], route).toBe(plain.headers['x-frame-options'])
      expect(answer.headers['cache-control'], route).toBe(plain.headers['cache-control'])
      expect(answer.headers.vary, route).toMatch(/accept-encoding/i)
      expect(answer.headers.etag, route).toBe(plain.headers.etag)
      expect(Number(answer.headers['content-length']), route).toBe(answer.body.length)
    }
    expect(br.body.length, route).toBeLessThan(gzip.body.length)

    const etag = br.headers.etag
    expect(etag, route).toMatch(/^"[0-9a-z]+"$/)
    const revalidated = await rawGet(route, {
      'accept-encoding': BROWSER,
      'if-none-match': required(etag, `the ETag of ${route}`),
    })
    expect(revalidated.status, route).toBe(304)
    expect(revalidated.body.length, route).toBe(0)
    expect(revalidated.headers.etag, route).toBe(etag)
  }
})

test('a draft-mode visit is never answered with the compressed public copy', async ({
  request,
}) => {
  const publicCopy = await answeredAs('/about', 'br', BROWSER)
  const auth = { Authorization: `JWT ${await signInAdmin(request)}` }
  const enable = await request.get('/next/preview?path=/about', { headers: auth, maxRedirects: 0 })
  expect(enable.status()).toBe(307)
  const bypass = /__prerender_bypass=[^;]+/.exec(enable.headers()['set-cookie'] ?? '')?.[0]
  expect(bypass).toBeTruthy()

  const draft = await rawGet('/about', {
    ...auth,
    'accept-encoding': BROWSER,
    cookie: required(bypass, 'the draft-mode cookie'),
  })
  expect(draft.status).toBe(200)
  expect(draft.headers['cache-control']).toMatch(/private|no-store/)
  expect(draft.headers.etag).not.toBe(publicCopy.headers.etag)
  expect(decoded(draft)).not.toBe(decoded(publicCopy))
  // And the public copy is still the public page afterwards.
  const after = await answeredAs('/about', 'br', BROWSER)
  expect(after.headers.etag).toBe(publicCopy.headers.etag)
  expect(after.headers['cache-control']).toBe(publicCopy.headers['cache-control'])
})

test('a service price changed in the CMS arrives compressed within 2 s, then from a new copy', async ({
  request,
}) => {
  const token = await signInAdmin(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/services?where[slug][equals]=web-development&depth=0', {
    headers,
  })
  expect(found.ok()).toBe(true)
  const { docs } = (await found.json()) as {
    docs: Array<{ id: string; price: { amount: number; unit: PriceUnit } }>
  }
  const service = first(docs, 'the web-development service')
  const before = await answeredAs('/services', 'br', BROWSER)
  const amount = service.price.amount + 1_000 + Math.floor(Math.random() * 1_000)
  const newPrice = formatFromPrice({ ...service.price, amount })
  expect(decoded(before)).not.toContain(newPrice)

  try {
    const saved = await request.patch(`/api/services/${service.id}`, {
      headers,
      data: { price: { ...service.price, amount } },
    })
    expect(saved.status()).toBe(200)
    const savedAt = Date.now()
    let shown: Raw | undefined
    await expect
      .poll(
        async () => {
          shown = await rawGet('/services', { 'accept-encoding': BROWSER })
          return decoded(shown).includes(newPrice)
        },
        { timeout: 2_000, intervals: [100, 200, 250] },
      )
      .toBe(true)
    test
      .info()
      .annotations.push({ type: 'shown after (ms)', description: `${Date.now() - savedAt}` })
    expect(shown?.headers['content-encoding']).toMatch(/^(br|gzip)$/)

    const copied = await answeredAs('/services', 'br', BROWSER)
    expect(decoded(copied)).toContain(newPrice)
    expect(copied.headers.etag).not.toBe(before.headers.etag)
    // The old ETag no longer matches: a browser that had the old page gets the new one.
    const stale = await rawGet('/services', {
      'accept-encoding': BROWSER,
      'if-none-match': required(before.headers.etag, 'the ETag of /services'),
    })
    expect(stale.status).toBe(200)
  } finally {
    const restored = await request.patch(`/api/services/${service.id}`, {
      headers,
      data: { price: service.price },
    })
    expect(restored.status()).toBe(200)
  }
})

import http from 'node:http'
import { Socket, type AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withPagePolicy } from '../../src/cache/cacheHandler.mjs'
import { pageGeneration, pagesChanged } from '../../src/cache/pageGeneration.mjs'
import {
  answerFromCopy,
  chooseEncoding,
  copyKeyFor,
  FRESH_MS,
  SETTLE_MS,
  takeCopy,
} from '../../src/server/cachedPages.mjs'
import { rawGet } from '../helpers/rawHttp'

/**
 * The front server's compressed copies (src/server/cachedPages.mjs) in front of a stand-in for
 * Next that answers like a prerendered page and counts how often it was asked.
 */

const HTML = `<!DOCTYPE html><html><body>${'<p>Kaya Digital builds websites.</p>'.repeat(400)}</body></html>`
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='"
const ETAG = '"stand-in-etag"'

let nextAnswers = 0
let html = HTML
let origin = ''

/** Answers as Next does for a cached page: its headers, its ETag, gzip when accepted. */
function standInNext(req: http.IncomingMessage, res: http.ServerResponse) {
  nextAnswers += 1
  const draft = /__prerender_bypass=/.test(req.headers.cookie ?? '')
  res.setHeader('content-security-policy', POLICY)
  res.setHeader('x-frame-options', 'DENY')
  res.setHeader(
    'vary',
    'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  )
  res.setHeader('content-type', 'text/html; charset=utf-8')
  if (draft) {
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.end('<p>draft</p>')
    return
  }
  res.setHeader('cache-control', 's-maxage=600, stale-while-revalidate=31535400')
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('x-nextjs-prerender', '1')
  res.setHeader('etag', ETAG)
  if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
    res.setHeader('content-encoding', 'gzip')
    res.end(zlib.gzipSync(html))
  } else res.end(html)
}

/** A page rendered per request, streamed through gzip as Next's `compress` does (it wraps write and end). */
function streamedDynamicPage(res: http.ServerResponse) {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-encoding', 'gzip')
  const gzip = zlib.createGzip()
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  gzip.on('data', (chunk: Buffer) => {
    write(chunk)
  })
  gzip.on('end', () => {
    end()
  })
  res.write = ((chunk: string) => gzip.write(chunk)) as typeof res.write
  res.end = ((chunk?: string) => {
    gzip.end(chunk)
    return res
  }) as typeof res.end
  res.write('<p>first part</p>')
  setTimeout(() => {
    res.write('<p>second part</p>')
    res.end('<p>last part</p>')
  }, 20)
}

const server = http.createServer((req, res) => {
  if (answerFromCopy(req, res)) return
  takeCopy(req, res)
  if (req.url === '/dynamic') streamedDynamicPage(res)
  else standInNext(req, res)
})

/** A raw GET: the body as sent (not decoded) and the headers. */
const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(`${origin}${path}`, headers)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks until a copy answers (the first answer is Next's, compressed in the background). */
async function untilCopied(path: string) {
  for (let i = 0; i < 50; i++) {
    const before = nextAnswers
    const res = await get(path, { 'accept-encoding': 'gzip, deflate, br' })
    if (nextAnswers === before) return res
    await sleep(20)
  }
  throw new Error(`${path} was never answered from a copy`)
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('choosing the encoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*;q=0')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})

describe('which requests a copy may answer', () => {
  const request = (url: string, method = 'GET', headers: http.IncomingHttpHeaders = {}) => {
    const message = new http.IncomingMessage(new Socket())
    message.url = url
    message.method = method
    message.headers = headers
    return message
  }

  it('a plain GET or HEAD of a path', () => {
    expect(copyKeyFor(request('/about'))).toBe('/about')
    expect(copyKeyFor(request('/about', 'HEAD'))).toBe('/about')
  })

  it('the bare path for a campaign link: a query of marketing parameters only', () => {
    expect(copyKeyFor(request('/about?utm_source=google&utm_medium=cpc'))).toBe('/about')
    expect(copyKeyFor(request('/about?gclid=abc123&UTM_campaign=spring'))).toBe('/about')
    expect(copyKeyFor(request('/about?'))).toBe('/about')
    expect(copyKeyFor(request('/search?q=seo&utm_source=x'))).toBe(undefined)
    expect(copyKeyFor(request('/about?utm_=x'))).toBe(undefined)
  })

  it('the page Next rewrites a prefill link to, when the browser alone reads its query', () => {
    expect(copyKeyFor(request('/contact?service=web-development&title=Web'))).toBe('/contact/quote')
    expect(copyKeyFor(request('/contact?utm_source=x&service=web-development'))).toBe(
      '/contact/quote',
    )
    expect(copyKeyFor(request('/contact?plan=maintenance%3AProfessional'))).toBe('/contact')
    expect(copyKeyFor(request('/contact?title=Web'))).toBe(undefined)
    expect(copyKeyFor(request('/contact?service=x&plan=y'))).toBe(undefined)
    expect(copyKeyFor(request('/contact?service=x&page=2'))).toBe(undefined)
    expect(copyKeyFor(request('/about?service=web-development'))).toBe(undefined)
  })

  it('never a draft-mode request, another query, a body or a server action', () => {
    expect(copyKeyFor(request('/about', 'GET', { cookie: 'a=1; __prerender_bypass=x' }))).toBe(
      undefined,
    )
    expect(copyKeyFor(request('/services?page=2'))).toBe(undefined)
    expect(copyKeyFor(request('/contact', 'POST'))).toBe(undefined)
    expect(copyKeyFor(request('/contact', 'GET', { 'content-type': 'text/plain' }))).toBe(undefined)
    expect(copyKeyFor(request('/contact', 'GET', { 'next-action': 'abc' }))).toBe(undefined)
  })
})

describe('answering from a copy', () => {
  it("leaves Next's compression of other answers whole", async () => {
    const res = await get('/dynamic', { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(res.body).toString()).toBe(
      '<p>first part</p><p>second part</p><p>last part</p>',
    )
  })

  it('sends brotli or gzip with Next headers, ETag and Vary, without asking Next', async () => {
    await untilCopied('/page')
    const before = nextAnswers
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/page', { 'accept-encoding': 'gzip' })
    const plain = await get('/page')
    expect(nextAnswers).toBe(before)

    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(HTML)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(HTML)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(HTML)
    for (const res of [br, gz, plain]) {
      expect(res.status).toBe(200)
      expect(res.headers['content-security-policy']).toBe(POLICY)
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers.etag).toBe(ETAG)
      expect(res.headers.vary).toMatch(/rsc, .*Accept-Encoding$/)
      expect(Number(res.headers['content-length'])).toBe(res.body.length)
    }
    expect(br.body.length).toBeLessThan(gz.body.length)
  })

  it('answers a campaign link from its bare path’s copy, and a campaign visit keeps it fresh', async () => {
    const bare = await untilCopied('/campaign')
    const before = nextAnswers
    const tagged = await get('/campaign?utm_source=google&utm_medium=cpc&gclid=x1', {
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(nextAnswers).toBe(before)
    expect(tagged.headers.etag).toBe(bare.headers.etag)
    expect(tagged.body.equals(bare.body)).toBe(true)
    await get('/campaign?service=web-development', { 'accept-encoding': 'br' })
    expect(nextAnswers).toBe(before + 1)

    // Only campaign visits come after the copy expires: their answers become the new copy.
    await sleep(FRESH_MS + 50)
    await untilCopied('/campaign?utm_source=newsletter')
    const again = nextAnswers
    await get('/campaign', { 'accept-encoding': 'br' })
    expect(nextAnswers).toBe(again)
  })

  it('answers 304 to the ETag it sent', async () => {
    await untilCopied('/etag')
    const res = await get('/etag', { 'if-none-match': ETAG, 'accept-encoding': 'br' })
    expect(res.status).toBe(304)
    expect(res.body.length).toBe(0)
  })

  it('never answers a draft-mode request or an RSC navigation from the copy', async () => {
    await untilCopied('/draft')
    const before = nextAnswers
    const draft = await get('/draft', { cookie: '__prerender_bypass=1', 'accept-encoding': 'br' })
    expect(draft.body.toString()).toBe('<p>draft</p>')
    await get('/draft', { rsc: '1', 'accept-encoding': 'br' })
    expect(nextAnswers).toBe(before + 2)
  })

  it('never copies a draft answer for public visitors', async () => {
    await get('/draft-first', { cookie: '__prerender_bypass=1' })
    const before = nextAnswers
    await get('/draft-first', { 'accept-encoding': 'br' })
    expect(nextAnswers).toBe(before + 1)
  })

  it('asks Next again once the page changed here, and after FRESH_MS in any case', async () => {
    await untilCopied('/edited')
    html = HTML.replace('websites', 'web apps')
    pagesChanged()
    // Next answers until the redirect map has settled, and then its new page is copied.
    const answered = await get('/edited', { 'accept-encoding': 'br' })
    expect(answered.body.toString()).toContain('web apps')
    await sleep(SETTLE_MS)
    const copied = await untilCopied('/edited')
    expect(zlib.brotliDecompressSync(copied.body).toString()).toContain('web apps')

    html = HTML
    await sleep(FRESH_MS + 50)
    const before = nextAnswers
    await get('/edited', { 'accept-encoding': 'br' })
    expect(nextAnswers).toBe(before + 1)
  })
})

describe('what the cache handler counts as a page change', () => {
  class StandInCache {
    get() {
      return Promise.resolve(null)
    }
    set() {
      return Promise.resolve()
    }
    revalidateTag() {
      return Promise.resolve()
    }
  }
  const cache = new (withPagePolicy(StandInCache))()
  const page = (status: number) => ({ kind: 'APP_PAGE', html: '<p>page</p>', status, headers: {} })

  it('a page stored or a tag expired drops the copies; a not-found answer does not', async () => {
    let before = pageGeneration()
    await cache.set('/about', page(200), {})
    expect(pageGeneration()).toBeGreaterThan(before)

    before = pageGeneration()
    await cache.set('/no-such-page', page(404), {})
    expect(pageGeneration()).toBe(before)

    before = pageGeneration()
    await cache.revalidateTag(['services'], {})
    expect(pageGeneration()).toBeGreaterThan(before)
  })
})

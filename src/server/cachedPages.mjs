/**
 * Compressed copies of prerendered pages, answered by the front server (src/server/server.mjs)
 * without entering Next (docs/decisions.md#serving-cached-pages). Next still decides what a page
 * is: a copy is Next's own answer (status, headers with the page's CSP, ETag, body), taken when a
 * visitor's request went through Next, compressed once with gzip and brotli. A copy answers for
 * at most FRESH_MS, and never after this instance expired a tag or stored a page, so an edit here
 * shows at once and an edit through another instance (Redis) within FRESH_MS. Plain ESM: the
 * production server runs it with Node alone.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import fresh from 'next/dist/compiled/fresh/index.js'

import { pageGeneration, pagesChangedAt } from '../cache/pageGeneration.mjs'

/** How long a copy answers before Next is asked again (the redirect map's refresh is the same). */
export const FRESH_MS = 1000
/**
 * After a change, Next's own answers are not copied for this long: the proxy's redirect map may
 * still be the old one for a second (src/lib/redirects/proxyRedirects.ts).
 */
export const SETTLE_MS = 1500
/** The site has about 60 pages; the cap only bounds an attack on URLs. */
const MAX_PAGES = 500

/** Next's draft mode (and the Pages Router's preview) cookies: such a request is never answered from a copy. */
const DRAFT_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

/** Response headers that belong to one answer, not to the page. */
const PER_ANSWER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-nextjs-cache',
])

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * @typedef {{ identity: Buffer, gzip: Buffer, br: Buffer, etag: string }} Encoded
 * @typedef {{ status: number, headers: Array<[string, string | string[]]>, varies: string[],
 *   encoded: Encoded, generation: number, storedAt: number }} Copy
 */

/** @type {Map<string, Copy>} */
const copies = new Map()
/** Paths whose copy is being taken now: one request at a time gives Next's uncompressed answer. */
const taking = new Set()

/**
 * The path whose copy may answer this request, or undefined: a GET or HEAD without a query, a body,
 * or a draft-mode cookie. Next's own navigation headers are checked against the copy's Vary.
 * @param {import('node:http').IncomingMessage} req
 */
export function copyKeyFor(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const url = req.url ?? ''
  if (!url.startsWith('/') || url.includes('?')) return undefined
  if (req.headers['content-type'] !== undefined || req.headers['next-action'] !== undefined)
    return undefined
  const cookie = req.headers.cookie
  if (cookie && DRAFT_COOKIES.test(cookie)) return undefined
  return url
}

/** True when the request sends none of the headers (besides Accept-Encoding) the page varies on. */
const sendsNoVariedHeader = (varies, headers) => varies.every((name) => headers[name] === undefined)

/**
 * The best encoding the client accepts: brotli, then gzip, else none. Only `q=0` refuses one;
 * `*` stands for any not named.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(header) {
  if (!header) return 'identity'
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const accepts = (name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}

/** Vary with Accept-Encoding in it, as a compressed answer needs. */
function withAcceptEncoding(vary) {
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*'))
    names.push('Accept-Encoding')
  return names.join(', ')
}

/**
 * Answers the request from a copy when one is current; false means Next must answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerFromCopy(req, res, now = Date.now()) {
  const key = copyKeyFor(req)
  const copy = key === undefined ? undefined : copies.get(key)
  if (!copy) return false
  if (copy.generation !== pageGeneration() || now - copy.storedAt > FRESH_MS) return false
  if (!sendsNoVariedHeader(copy.varies, req.headers)) return false
  res.statusCode = copy.status
  for (const [name, value] of copy.headers) res.setHeader(name, value)
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('ETag', copy.encoded.etag)
  if (fresh(req.headers, { etag: copy.encoded.etag })) {
    res.statusCode = 304
    res.end()
    return true
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const body = copy.encoded[encoding]
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/** @param {Buffer} identity @param {string} etag @returns {Promise<Encoded>} */
async function encode(identity, etag) {
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return { identity, gzip: gzipped, br: brotlied, etag }
}

/**
 * Lets Next answer this request while taking a copy of the answer, when it may be one: Next is
 * asked for the uncompressed body (this one visitor gets it so), and the copy is kept if the answer
 * is a prerendered page (`x-nextjs-prerender`) for everyone (no cookie set, not private) and no
 * page changed meanwhile. The body is compressed only when it differs from the copy it replaces.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function takeCopy(req, res, now = Date.now()) {
  const key = copyKeyFor(req)
  if (key === undefined || req.method !== 'GET' || taking.has(key)) return
  const generation = pageGeneration()
  if (now - pagesChangedAt() < SETTLE_MS) return
  taking.add(key)
  delete req.headers['accept-encoding']
  /** @type {Buffer[]} */
  const chunks = []
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk),
    )
  }
  const { write, end } = res
  res.write = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('close', () => {
    taking.delete(key)
    if (!res.writableFinished) return
    const copy = copyOf(res, req.headers, Buffer.concat(chunks), generation, now)
    if (copy) void keep(key, copy)
  })
}

/**
 * The parts of Next's answer a copy keeps, or undefined when it must not be copied.
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {Buffer} body
 * @param {number} generation
 * @param {number} takenAt
 */
function copyOf(res, requestHeaders, body, generation, takenAt) {
  const headers = res.getHeaders()
  const cacheControl = String(headers['cache-control'] ?? '')
  if (
    res.statusCode !== 200 ||
    headers['x-nextjs-prerender'] !== '1' ||
    headers['x-nextjs-cache'] === undefined ||
    headers['set-cookie'] !== undefined ||
    headers['content-encoding'] !== undefined ||
    /private|no-store/.test(cacheControl) ||
    !String(headers['content-type'] ?? '').startsWith('text/html') ||
    body.length === 0
  )
    return undefined
  const vary = withAcceptEncoding(headers.vary)
  const varies = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== 'accept-encoding')
  if (varies.includes('*') || !sendsNoVariedHeader(varies, requestHeaders)) return undefined
  /** @type {Array<[string, string | string[]]>} */
  const kept = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name) || name === 'etag' || name === 'vary')
      continue
    kept.push([name, typeof value === 'number' ? String(value) : value])
  }
  kept.push(['Vary', vary])
  const etag = typeof headers.etag === 'string' ? headers.etag : undefined
  return { status: 200, headers: kept, varies, body, etag, generation, takenAt }
}

/**
 * @param {string} key
 * @param {{ status: number, headers: Array<[string, string | string[]]>, varies: string[],
 *   body: Buffer, etag: string | undefined, generation: number, takenAt: number }} taken
 */
async function keep(key, taken) {
  const previous = copies.get(key)?.encoded
  let encoded = previous
  if (!previous || !previous.identity.equals(taken.body) || previous.etag !== taken.etag) {
    // Next sends the page's ETag (a hash of its HTML); the copy keeps it, so it is the same
    // whichever way the page is answered.
    if (!taken.etag) return
    try {
      encoded = await encode(taken.body, taken.etag)
    } catch {
      return
    }
  }
  if (!encoded || taken.generation !== pageGeneration()) return
  copies.delete(key)
  copies.set(key, {
    status: taken.status,
    headers: taken.headers,
    varies: taken.varies,
    encoded,
    generation: taken.generation,
    // From when Next answered, so a copy is never older than FRESH_MS.
    storedAt: taken.takenAt,
  })
  if (copies.size > MAX_PAGES) copies.delete(copies.keys().next().value)
}

/** Copies kept now (tests). */
export const copiedPaths = () => [...copies.keys()]

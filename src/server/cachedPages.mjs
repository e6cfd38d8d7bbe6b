/**
 * Compressed copies of prerendered pages, answered by the front server (src/server/server.mjs)
 * without entering Next (docs/decisions.md#serving-cached-pages). Next still decides what a page
 * is: a copy is Next's own answer (status, headers with the page's CSP, ETag, body), taken as Next
 * answered a visitor, and compressed with gzip and brotli once per distinct body. A copy answers for
 * at most FRESH_MS, and never after this instance expired a tag or stored a page, so an edit here
 * shows at once and an edit through another instance (Redis) within FRESH_MS. Plain ESM: the
 * production server runs it with Node alone.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import fresh from 'next/dist/compiled/fresh/index.js'

import { pageGeneration, pagesChangedAt } from '../cache/pageGeneration.mjs'
import { browserQueryPage } from '../lib/browserQueryPages.mjs'
import { isMarketingParam } from '../lib/marketingParams.mjs'

/** How long a copy answers before Next is asked again (the redirect map's refresh is the same). */
export const FRESH_MS = 1000
/**
 * After a change, Next's own answers are not copied for this long: the proxy's redirect map may
 * still be the old one for a second (src/features/content/redirects/proxyRedirects.ts).
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
 * The path whose copy may answer this request, or undefined: a GET or HEAD without a body or a
 * draft-mode cookie, whose query only the browser reads. A prerendered page is the same whatever
 * such a query says, so the link gets the copy of the page Next would answer with, and its answer
 * can be that copy: marketing parameters (utm_*, click ids: src/lib/marketingParams.mjs) on any
 * path, and the prefill of the links in src/lib/browserQueryPages.mjs (an older quote link is the
 * quote page's copy). Next's own navigation headers are checked against the copy's Vary.
 * @param {import('node:http').IncomingMessage} req
 */
export function copyKeyFor(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const url = req.url ?? ''
  if (!url.startsWith('/')) return undefined
  if (req.headers['content-type'] !== undefined || req.headers['next-action'] !== undefined)
    return undefined
  const cookie = req.headers.cookie
  if (cookie && DRAFT_COOKIES.test(cookie)) return undefined
  const queryAt = url.indexOf('?')
  if (queryAt === -1) return url
  const names = [...new URLSearchParams(url.slice(queryAt + 1)).keys()]
  return browserQueryPage(
    url.slice(0, queryAt),
    names.filter((name) => !isMarketingParam(name)),
  )
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

/** True when Next is answering with a prerendered page (it sends the header twice from the cache). */
const isPrerenderedPage = (res) =>
  res.statusCode === 200 && [res.getHeader('x-nextjs-prerender')].flat().includes('1')

/**
 * Lets Next answer this request as usual while taking a copy of its answer, when that answer is a
 * prerendered page (`x-nextjs-prerender`) for everyone (no cookie set, not private) and no page
 * changed meanwhile. The body is compressed only when it differs from the copy it replaces.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function takeCopy(req, res, now = Date.now()) {
  const key = copyKeyFor(req)
  if (key === undefined || req.method !== 'GET' || taking.has(key)) return
  if (now - pagesChangedAt() < SETTLE_MS) return
  const generation = pageGeneration()
  taking.add(key)
  const { write, end } = res
  /** @type {Buffer[] | undefined} undefined once the answer turned out not to be a page */
  let chunks
  let decided = false
  const collect = (chunk, encoding) => {
    // Headers are set before the first byte: that is when an answer shows what it is.
    // (The wrappers stay: Next's compression has wrapped them in turn, so putting the originals
    // back would take compression away from the rest of the answer.)
    if (!decided) {
      decided = true
      if (isPrerenderedPage(res)) chunks = []
    }
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk),
    )
  }
  res.write = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('close', () => {
    const copy =
      chunks && res.writableFinished
        ? copyOf(res, req.headers, Buffer.concat(chunks), generation, now)
        : undefined
    // While the copy is compressed, the other visitors get Next's usual answer.
    if (copy) void keep(key, copy).finally(() => taking.delete(key))
    else taking.delete(key)
  })
}

/** Next compresses with gzip or deflate (its `compress` option) when the visitor accepts it. */
const DECODERS = { gzip: promisify(zlib.gunzip), deflate: promisify(zlib.inflate) }

/**
 * The parts of Next's answer a copy keeps, or undefined when it must not be copied.
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').IncomingHttpHeaders} requestHeaders
 * @param {Buffer} body as sent, perhaps compressed by Next
 * @param {number} generation
 * @param {number} takenAt
 */
function copyOf(res, requestHeaders, body, generation, takenAt) {
  const headers = res.getHeaders()
  const cacheControl = String(headers['cache-control'] ?? '')
  const contentEncoding = headers['content-encoding']
  if (
    !isPrerenderedPage(res) ||
    headers['x-nextjs-cache'] === undefined ||
    headers['set-cookie'] !== undefined ||
    (contentEncoding !== undefined && !Object.hasOwn(DECODERS, String(contentEncoding))) ||
    /private|no-store/.test(cacheControl) ||
    !String(headers['content-type'] ?? '').startsWith('text/html') ||
    typeof headers.etag !== 'string' ||
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
  return {
    status: 200,
    headers: kept,
    varies,
    body,
    contentEncoding: contentEncoding === undefined ? undefined : String(contentEncoding),
    // Next's ETag, a hash of the page's HTML: the same whichever way the page is answered.
    etag: headers.etag,
    generation,
    takenAt,
  }
}

/**
 * @param {string} key
 * @param {NonNullable<ReturnType<typeof copyOf>>} taken
 */
async function keep(key, taken) {
  /** @type {Encoded} */
  let encoded
  try {
    const identity = taken.contentEncoding
      ? await DECODERS[taken.contentEncoding](taken.body)
      : taken.body
    const previous = copies.get(key)?.encoded
    // The same page again (every FRESH_MS): its compressed bodies are reused, not made again.
    encoded =
      previous && previous.etag === taken.etag && previous.identity.equals(identity)
        ? previous
        : await encode(identity, taken.etag)
  } catch {
    return
  }
  if (taken.generation !== pageGeneration()) return
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

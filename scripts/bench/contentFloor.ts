/**
 * Issue 40's second reference for bench:pages, the "content floor": each route's own HTML with every
 * script removed, served compressed by a bare Node server. The empty Next page is the cost of Next
 * alone; this is the cost of the route's content alone, so the two together show what the framework
 * adds on each route. Served like the production server's copies (src/server/cachedPages.mjs):
 * brotli or gzip compressed once, the best encoding the client accepts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { chooseEncoding } from '../../src/server/cachedPages.mjs'

/**
 * The page without any script: inline and external `<script>` elements and the `<link>`s that
 * preload scripts. Styles, images and fonts stay: they are the content's own cost.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
}

type Encoded = { identity: Buffer; gzip: Buffer; br: Buffer }

function encode(html: string): Encoded {
  const identity = Buffer.from(html)
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  }
}

export type ContentFloor = {
  /** Where a route's content floor is served; any other path (CSS, images) is the site's. */
  urlFor: (route: string) => string
  stop: () => Promise<void>
}

/**
 * Serves each route's script-free HTML on `port` (0: any free port), and passes every other request
 * to the site, so the page loads the same stylesheet, fonts and images from its own origin.
 */
export async function startContentFloor(
  pages: ReadonlyMap<string, string>,
  siteUrl: string,
  port = 0,
): Promise<ContentFloor> {
  const bodies = new Map<string, Encoded>()
  for (const [route, html] of pages) bodies.set(route, encode(withoutScripts(html)))
  const site = new URL(siteUrl)
  const server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '')
    if (!body) {
      const upstream = http.request(
        new URL(req.url ?? '/', site),
        { method: req.method, headers: { ...req.headers, host: site.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const sent = body[encoding]
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('vary', 'Accept-Encoding')
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding)
    res.setHeader('content-length', sent.length)
    res.end(req.method === 'HEAD' ? undefined : sent)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    urlFor: (route) => `http://127.0.0.1:${bound}${route}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

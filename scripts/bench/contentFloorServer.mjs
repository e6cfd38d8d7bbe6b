/**
 * The content floor's server (scripts/bench/contentFloor.ts), a process of its own so that it never
 * shares an event loop with the load generator:
 *
 *   node scripts/bench/contentFloorServer.mjs <pages.json> <site URL>
 *
 * pages.json maps each route to its script-free HTML. It serves those compressed as the production
 * server serves its copies (brotli or gzip, compressed once), passes every other path to the site,
 * and prints the port it listens on.
 */
import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'

import { chooseEncoding } from '../../src/server/cachedPages.mjs'

const [pagesFile = '', siteUrl = ''] = process.argv.slice(2)
const site = new URL(siteUrl)
/** @type {Record<string, string>} */
const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8'))

const bodies = new Map(
  Object.entries(pages).map(([route, html]) => {
    const identity = Buffer.from(html)
    return [
      route,
      {
        identity,
        gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
        br: zlib.brotliCompressSync(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
      },
    ]
  }),
)

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

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))

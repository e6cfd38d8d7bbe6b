import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startContentFloor, withoutScripts } from '../../scripts/bench/contentFloor'
import { rawGet } from '../helpers/rawHttp'

/** Issue 40's content floor: a route's own HTML without any script, served compressed. */

const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>
<link rel="modulepreload" href="/_next/static/chunks/c.js"/>
<script src="/_next/static/chunks/d.js" async=""></script></head>
<body><h1>Web Development</h1><img src="/api/media/file/hero.webp" alt="">
<script>self.__next_f.push([1,"</p>"])</script><script type="application/ld+json">{"@type":"Service"}</script>
<SCRIPT>alert(1)</SCRIPT ></body></html>`

describe('withoutScripts', () => {
  it('removes every script and script preload, and keeps the content, styles and images', () => {
    const stripped = withoutScripts(PAGE)
    expect(stripped).not.toMatch(/<script|\.js"|__next_f|alert/i)
    expect(stripped).toContain('<h1>Web Development</h1>')
    expect(stripped).toContain('href="/_next/static/chunks/a.css"')
    expect(stripped).toContain('src="/api/media/file/hero.webp"')
  })
})

describe('the content floor server', () => {
  let site: http.Server
  let floor: Awaited<ReturnType<typeof startContentFloor>>

  beforeAll(async () => {
    site = http.createServer((req, res) => res.end(`site answered ${req.url}`))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const { port } = site.address() as AddressInfo
    floor = await startContentFloor(
      new Map([['/services', PAGE]]),
      `http://127.0.0.1:${port}`,
      fs.mkdtempSync(path.join(os.tmpdir(), 'content-floor-')),
    )
  })
  afterAll(async () => {
    await floor.stop()
    await new Promise((resolve) => site.close(resolve))
  })

  it('serves the route compressed as the browser accepts, and passes assets to the site', async () => {
    const br = await rawGet(floor.urlFor('/services'), { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(withoutScripts(PAGE))
    const gzip = await rawGet(floor.urlFor('/services'), { 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(withoutScripts(PAGE))
    const css = await rawGet(floor.urlFor('/_next/static/chunks/a.css'))
    expect(css.body.toString()).toBe('site answered /_next/static/chunks/a.css')
  })
})

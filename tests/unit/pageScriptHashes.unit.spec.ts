import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js'
import { describe, expect, it } from 'vitest'

import CacheHandler, { attachPagePolicy } from '@/cache/cacheHandler.mjs'
import { inlineScriptHashes, isNextInlineScript } from '@/lib/pageScriptHashes.mjs'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

// The inline scripts Next 16.4 writes into a prerendered page (copied from a build of this site).
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_CHUNK =
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[3397,[],\\"default\\"]\\n"])'
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/x.js" async=""></script></head><body>${scripts.join('')}</body></html>`

describe('the hashes of a prerendered page', () => {
  it("hashes exactly Next's own inline scripts", () => {
    const html = page(
      `<script id="_R_">${BOOTSTRAP}</script>`,
      `<script>${FLIGHT_INIT}</script>`,
      `<script>${FLIGHT_CHUNK}</script>`,
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    )
    const { sources, unknown } = inlineScriptHashes(html)
    expect(sources.sort()).toEqual([sha(BOOTSTRAP), sha(FLIGHT_INIT), sha(FLIGHT_CHUNK)].sort())
    expect(unknown).toEqual([])
  })

  it('leaves out injected script, even when it imitates a flight chunk', () => {
    const injected = [
      'alert(1)',
      'self.__next_f.push([1,"x"+alert(1)])',
      'self.__next_f.push([1,"x"]);alert(1)//"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      'self.__next_f.push([9,"x"])',
    ]
    for (const body of injected) expect(isNextInlineScript(body), body).toBe(false)
    const { sources, unknown } = inlineScriptHashes(
      page(...injected.map((body) => `<script>${body}</script>`)),
    )
    expect(sources).toEqual([])
    expect(unknown).toHaveLength(injected.length)
  })
})

/** A prerendered page as Next hands it to the cache handler. */
interface PageEntry {
  kind: 'APP_PAGE'
  html: string
  rscData: Buffer
  headers: Record<string, string>
  status: number
  postponed: undefined
  segmentData: undefined
}

/** What a read gives back: whatever was stored, so each part may be missing. */
interface StoredPage {
  value: { kind?: string; html?: string; headers?: Record<string, string> } | null
}

// The constructor arguments and the get/set context Next 16.4.5 passes (server/lib/incremental-cache).
const READ_PAGE = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const
const WRITE_PAGE = { ...READ_PAGE, cacheControl: { revalidate: 600, expire: undefined } }

/** The part of Next's cache-handler contract this test drives; cacheHandler.mjs is untyped JavaScript. */
type PagePolicyCacheClass = new (ctx: {
  fs: typeof nodeFs
  flushToDisk: boolean
  serverDistDir: string
  revalidatedTags: string[]
  maxMemoryCacheSize: number
}) => {
  get(key: string, ctx: typeof READ_PAGE): Promise<StoredPage | null>
  set(key: string, value: PageEntry, ctx: typeof WRITE_PAGE): Promise<void>
}
const PagePolicyCache = CacheHandler as PagePolicyCacheClass

/** A handler over a cache directory, as Next creates one (possibly one per request). */
const cacheOver = (dir: string) =>
  new PagePolicyCache({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  })

const newCacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))

describe("the cache handler (Next's FileSystemCache plus the page policy)", () => {
  const entry = (html: string, status = 200): PageEntry => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('0:{}'),
    headers: { 'x-next-cache-tags': 'services' },
    status,
    postponed: undefined,
    segmentData: undefined,
  })

  it("stores a page with its policy and hands it back on every read, as Next's internals expect", async () => {
    const dir = newCacheDir()
    const cache = cacheOver(dir)
    const html = page(`<script>${FLIGHT_INIT}</script>`, `<script>${FLIGHT_CHUNK}</script>`)
    const value = entry(html)
    await cache.set('/about', value, WRITE_PAGE)
    // A fresh render is answered with the same object it stored: the policy must be on it already.
    const policy = value.headers['content-security-policy']
    expect(policy).toContain(
      `script-src 'self' ${sha(FLIGHT_INIT)} ${sha(FLIGHT_CHUNK)} 'wasm-unsafe-eval'`,
    )
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*style-src|script-src[^;]*unsafe-inline/)

    const hit = await cacheOver(dir).get('/about', READ_PAGE)
    expect(hit?.value?.kind).toBe('APP_PAGE')
    expect(hit?.value?.html).toBe(html)
    expect(hit?.value?.headers?.['content-security-policy']).toBe(policy)
  })

  it('adds the policy to a page the build wrote without one', () => {
    const value = entry(page(`<script>${FLIGHT_INIT}</script>`))
    Reflect.deleteProperty(value.headers, 'content-security-policy')
    attachPagePolicy(value)
    expect(value.headers['content-security-policy']).toContain(sha(FLIGHT_INIT))
  })

  it('answers a not-found page with its policy but does not keep it', async () => {
    const cache = cacheOver(newCacheDir())
    const value = entry(page(`<script>${FLIGHT_INIT}</script>`), 404)
    await cache.set('/no-such-page', value, WRITE_PAGE)
    expect(value.headers['content-security-policy']).toContain(sha(FLIGHT_INIT))
    expect(await cache.get('/no-such-page', READ_PAGE)).toBeNull()
  })
})

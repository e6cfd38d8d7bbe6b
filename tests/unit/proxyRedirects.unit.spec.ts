import { afterEach, describe, expect, it, vi } from 'vitest'

import { selfHost } from '@/env/envSchema.mjs'

/**
 * The proxy's redirect lookup: a Map in memory, refreshed in the background at most once a second,
 * never per request and never while a visitor waits.
 */
describe('proxy redirect map', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    vi.resetModules()
    Reflect.deleteProperty(globalThis, Symbol.for('agency-site.proxyRedirects'))
  })

  const load = async (answers: Array<() => Promise<Response>>) => {
    const fetchMock = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('down'))))())
    vi.stubGlobal('fetch', fetchMock)
    const module = await import('@/features/content/redirects/proxyRedirects')
    return { fetchMock, ...module }
  }
  const pairs = (list: Array<[string, string]>) => () =>
    Promise.resolve(Response.json({ pairs: list }))

  it('answers a thousand lookups within a second from one read', async () => {
    const { fetchMock, redirectTargetFor, redirectMapSettled } = await load([
      pairs([['/services/old', '/services/new']]),
    ])
    const start = 1_000_000
    redirectTargetFor('/services/old', start)
    await redirectMapSettled()
    expect(redirectTargetFor('/services/old', start)).toBe('/services/new')
    for (let i = 0; i < 1000; i++) {
      expect(redirectTargetFor('/about', start + (i % 900))).toBeUndefined()
    }
    expect(redirectTargetFor('/services/old/', start + 950)).toBe('/services/new')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/next\/redirects$/,
    )
  })

  it('a visitor never waits for a refresh: a stale or hanging read leaves the last map serving', async () => {
    const { redirectTargetFor, redirectMapSettled } = await load([
      pairs([['/old', '/new']]),
      () => new Promise<Response>(() => {}),
    ])
    redirectTargetFor('/old', 5_000)
    await redirectMapSettled()
    // The second read never answers; the lookup is a plain value, not a wait on it.
    const answer: unknown = redirectTargetFor('/old', 6_100)
    expect(answer).toBe('/new')
  })

  it('picks up a change after a second, keeps the last map while the source fails, and says so once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock, redirectTargetFor, redirectMapSettled } = await load([
      pairs([]),
      pairs([['/old', '/new']]),
      () => Promise.reject(new Error('down')),
      () => Promise.resolve(new Response('no', { status: 500 })),
    ])
    const at = async (now: number) => {
      redirectTargetFor('/old', now)
      await redirectMapSettled()
      return redirectTargetFor('/old', now)
    }
    expect(await at(5_000)).toBeUndefined()
    expect(await at(6_100)).toBe('/new')
    expect(await at(7_200)).toBe('/new')
    expect(await at(8_300)).toBe('/new')
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain('down')
  })

  it('ignores an answer that is not a list of path pairs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { redirectTargetFor, redirectMapSettled } = await load([
      pairs([['/old', '/new']]),
      () => Promise.resolve(Response.json({ pairs: [['/old', { evil: true }]] })),
    ])
    redirectTargetFor('/old', 10_000)
    await redirectMapSettled()
    redirectTargetFor('/old', 11_100)
    await redirectMapSettled()
    expect(redirectTargetFor('/old', 11_100)).toBe('/new')
  })

  it('drops a removed redirect from this instance at once', async () => {
    const { redirectTargetFor, redirectMapSettled, forgetRedirect } = await load([
      pairs([['/services/temporary', '/services/web-development']]),
    ])
    redirectTargetFor('/services/temporary', 20_000)
    await redirectMapSettled()
    forgetRedirect('/services/temporary')
    expect(redirectTargetFor('/services/temporary', 20_100)).toBeUndefined()
  })

  it('reads the map from the address the server was bound to, loopback when it listens on all', async () => {
    expect(selfHost(undefined)).toBe('127.0.0.1')
    expect(selfHost('0.0.0.0')).toBe('127.0.0.1')
    expect(selfHost('::')).toBe('127.0.0.1')
    expect(selfHost('10.0.0.5')).toBe('10.0.0.5')
    expect(selfHost('fd00::5')).toBe('[fd00::5]')
    // No request leaves the machine: fetch is a stand-in that records where it was asked to go.
    vi.stubEnv('SELF_HOST', selfHost('10.0.0.5'))
    vi.stubEnv('PORT', '4000')
    const { fetchMock, redirectTargetFor, redirectMapSettled } = await load([pairs([])])
    redirectTargetFor('/old', 30_000)
    await redirectMapSettled()
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe(
      'http://10.0.0.5:4000/next/redirects',
    )
  })
})

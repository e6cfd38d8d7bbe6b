import { afterEach, describe, expect, it, vi } from 'vitest'

/** The proxy's redirect lookup: a Map in memory, refreshed at most once a second, never per request. */
describe('proxy redirect map', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  const load = async (answers: Array<() => Promise<Response>>) => {
    const fetchMock = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('down'))))())
    vi.stubGlobal('fetch', fetchMock)
    const { redirectTargetFor } = await import('@/features/content/redirects/proxyRedirects')
    return { fetchMock, redirectTargetFor }
  }
  const pairs = (list: Array<[string, string]>) => () =>
    Promise.resolve(Response.json({ pairs: list }))

  it('answers a thousand lookups within a second from one read', async () => {
    const { fetchMock, redirectTargetFor } = await load([
      pairs([['/services/old', '/services/new']]),
    ])
    const start = 1_000_000
    expect(await redirectTargetFor('/services/old', start)).toBe('/services/new')
    for (let i = 0; i < 1000; i++) {
      expect(await redirectTargetFor('/about', start + (i % 900))).toBeUndefined()
    }
    expect(await redirectTargetFor('/services/old/', start + 950)).toBe('/services/new')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/next\/redirects$/,
    )
  })

  it('picks up a change after a second, and keeps the last map while the source fails', async () => {
    const { fetchMock, redirectTargetFor } = await load([
      pairs([]),
      pairs([['/old', '/new']]),
      () => Promise.reject(new Error('down')),
    ])
    expect(await redirectTargetFor('/old', 0 + 5_000)).toBeUndefined()
    expect(await redirectTargetFor('/old', 6_100)).toBe('/new')
    expect(await redirectTargetFor('/old', 7_200)).toBe('/new')
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('ignores an answer that is not a list of path pairs', async () => {
    const { redirectTargetFor } = await load([
      pairs([['/old', '/new']]),
      () => Promise.resolve(Response.json({ pairs: [['/old', { evil: true }]] })),
    ])
    expect(await redirectTargetFor('/old', 10_000)).toBe('/new')
    expect(await redirectTargetFor('/old', 11_100)).toBe('/new')
  })
})

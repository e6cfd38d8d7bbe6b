import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** A cache-handler class as next.config.mjs hands it to Next; sharedCache.mjs is untyped JavaScript. */
type CacheHandlerClass = new (ctx: never) => object

/** Which class Next gets as its cacheHandler (next.config.mjs), decided when the server starts. */
async function handlerWith(env: Record<string, string | undefined>): Promise<CacheHandlerClass> {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { default: handler } = (await import('../../src/cache/sharedCache.mjs')) as {
    default: CacheHandlerClass
  }
  return handler
}

describe('the shared cache handler seam (src/cache/sharedCache.mjs)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("is Next's own file-system cache without REDIS_URL (the single-process default)", async () => {
    const Handler = await handlerWith({ REDIS_URL: '' })
    expect(Handler).not.toBe(CacheHandler)
    expect(Handler.name).toBe('FileSystemCache')
  })

  it('is the Redis-backed handler with REDIS_URL', async () => {
    expect(await handlerWith({ REDIS_URL: 'redis://127.0.0.1:6390' })).toBe(CacheHandler)
  })

  it('never uses Redis during `next build` (the prerendered files stay on disk)', async () => {
    const Handler = await handlerWith({
      REDIS_URL: 'redis://127.0.0.1:6390',
      NEXT_PHASE: 'phase-production-build',
    })
    expect(Handler).not.toBe(CacheHandler)
  })

  it('is a class a wrapper can extend, with get/set/revalidateTag', async () => {
    for (const url of ['', 'redis://127.0.0.1:6390']) {
      const Handler = await handlerWith({ REDIS_URL: url })
      class Wrapped extends Handler {}
      for (const method of ['get', 'set', 'revalidateTag'])
        expect(typeof Reflect.get(Wrapped.prototype, method)).toBe('function')
    }
  })
})

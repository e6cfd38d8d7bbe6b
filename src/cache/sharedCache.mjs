/**
 * Next's `cacheHandler` (next.config.mjs): the page and data cache (ISR entries, `unstable_cache`,
 * revalidateTag/revalidatePath). Next fixes this module's path at build time, so one build serves
 * both modes and the choice is made here, when the server starts:
 * - REDIS_URL set: one cache in Redis shared by every instance (@fortedigital/nextjs-cache-handler),
 *   so an edit saved through any instance expires the pages on all of them;
 * - otherwise: Next's own file-system cache, exactly as without a cacheHandler (one process).
 * The default export is a class with Next's get/set/revalidateTag API, so a wrapper (the CSP
 * hashes of src/cache/) can extend whichever is in use. Plain ESM: next.config.mjs loads it.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { createClient } from 'redis'

// Next's default handler (an internal module of the pinned Next version; CommonJS, hence `.default`).
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** How long one Redis command may take before the page is served from the local copy instead. */
const REDIS_TIMEOUT_MS = 1000

/** Redis is used by the running servers, never by `next build` (its prerendered files stay on disk). */
export const sharedCacheEnabled = (env = process.env) =>
  Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build'

CacheHandler.onCreation(({ buildId }) => {
  let reported = false
  const client = createClient({
    url: process.env.REDIS_URL,
    // A command while Redis is away fails at once (and the local copy answers) instead of queueing.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      // Keep trying for ever, at most every 2 s: the cache recovers by itself when Redis returns.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  })
  // Without a listener an 'error' event would end the process; one line per outage is enough.
  client.on('error', (err) => {
    if (!reported) console.error(`Shared cache: Redis unreachable (${err.message}); serving from the local cache`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) console.info('Shared cache: Redis is back')
    reported = false
  })
  client.connect().catch(() => {})
  return {
    handlers: [
      // Asked first. Its keys carry the build id, so a new deploy never reads an old build's pages.
      createRedisHandler({ client, keyPrefix: `agency-site:${buildId ?? 'dev'}:`, timeoutMs: REDIS_TIMEOUT_MS }),
      // Written alongside Redis and read only when Redis fails: pages keep coming (possibly stale,
      // since another instance's edit cannot reach it) rather than a 5xx.
      createLruHandler(),
    ],
  }
})

/*
 * Deliberately no `registerInitialCache` (the library's copy of the build output into Redis on
 * start): a tag expired by an edit leaves no trace in Redis, so an instance started later would put
 * the build-time page back. A page missing from Redis is rendered once and stored.
 */
const SharedCacheHandler = sharedCacheEnabled() ? CacheHandler : FileSystemCache

export default SharedCacheHandler

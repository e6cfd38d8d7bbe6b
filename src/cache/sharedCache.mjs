/**
 * Next's cacheHandler: Redis shared by every instance when REDIS_URL is set, else Next's own
 * file-system cache (docs/decisions.md#shared-cache). Plain ESM: next.config.mjs loads it.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { createClient } from 'redis'

import { readEnv } from '../env/envSchema.mjs'

// Next's default handler (an internal module of the pinned Next version; CommonJS, hence `.default`).
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** How long one Redis command may take before the page is served from the local copy instead. */
const REDIS_TIMEOUT_MS = 1000

export const sharedCacheEnabled = (env = readEnv()) =>
  Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build'

CacheHandler.onCreation(({ buildId }) => {
  let reported = false
  const client = createClient({
    url: readEnv().REDIS_URL,
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
    if (!reported)
      console.error(
        `Shared cache: Redis unreachable (${err.message}); serving from the local cache`,
      )
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
      createRedisHandler({
        client,
        keyPrefix: `agency-site:${buildId ?? 'dev'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
      // Read only when Redis fails: possibly stale pages rather than a 5xx.
      createLruHandler(),
    ],
  }
})

// No `registerInitialCache`: it would put build-time pages back over tags expired by edits.
const SharedCacheHandler = sharedCacheEnabled() ? CacheHandler : FileSystemCache

export default SharedCacheHandler

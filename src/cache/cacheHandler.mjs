import { databaseIsDown } from '../db/databaseProbe.mjs'
import { inlineScriptHashes } from '../lib/pageScriptHashes.mjs'
import { sitePolicy } from '../lib/securityHeaderValues.mjs'

import { pagesChanged } from './pageGeneration.mjs'
import SharedCacheHandler from './sharedCache.mjs'

// Adds a hash-based CSP to every cached page; relies on pinned Next internals (docs/decisions.md#csp-hashes).

export const CSP_HEADER = 'content-security-policy'

/** @param {unknown} value a cache entry's value */
export function attachPagePolicy(value) {
  if (
    !value ||
    typeof value !== 'object' ||
    value.kind !== 'APP_PAGE' ||
    typeof value.html !== 'string'
  )
    return
  if (value.html === '' || value.headers?.[CSP_HEADER]) return
  const { sources, unknown } = inlineScriptHashes(value.html)
  if (unknown.length > 0)
    console.warn(
      '[csp] inline scripts left out of the page policy (they will be blocked):',
      unknown,
    )
  value.headers = { ...value.headers, [CSP_HEADER]: sitePolicy(["'self'", ...sources]) }
}

/** Pages kept in memory for an outage; the site has about 60, the cap only bounds an attack on URLs. */
const MAX_KEPT_PAGES = 500
/**
 * Older than a page's `revalidate` (10 minutes) and younger than its `expire` (a year): Next then
 * serves the copy as stale and renders again in the background, keeping the copy if that fails.
 */
const STALE_AGE_MS = 24 * 60 * 60 * 1000

/**
 * The last copy of each page, for when a save expired it and Postgres is down. Process-wide: Next
 * may create a handler per request.
 * @type {Map<string, unknown>}
 */
const keptPages = (globalThis[Symbol.for('agency-site.keptPages')] ??= new Map())

/** @param {string} key @param {unknown} value */
function keep(key, value) {
  keptPages.delete(key)
  keptPages.set(key, value)
  if (keptPages.size > MAX_KEPT_PAGES) keptPages.delete(keptPages.keys().next().value)
}

/** @param {unknown} value a cache entry's value */
const isPage = (value) =>
  Boolean(value) && typeof value === 'object' && value.kind === 'APP_PAGE' && value.status !== 404

/**
 * @template {new (...args: any[]) => { get: Function, set: Function }} Base
 * @param {Base} Base
 */
export function withPagePolicy(Base) {
  return class PagePolicyCache extends Base {
    async get(...args) {
      const entry = await super.get(...args)
      attachPagePolicy(entry?.value)
      const [key] = args
      if (isPage(entry?.value)) keep(key, entry.value)
      if (entry || !keptPages.has(key) || !(await databaseIsDown())) return entry
      // A save expired this page's tags (its next view renders it before answering), and Postgres
      // is down, so that render would be a 500: the last copy is served as stale instead.
      return { lastModified: Date.now() - STALE_AGE_MS, value: keptPages.get(key) }
    }

    async set(key, data, ctx) {
      attachPagePolicy(data)
      if (isPage(data)) {
        keep(key, data)
        // A regenerated page replaces the front server's compressed copy (src/server/cachedPages.mjs);
        // a not-found answer does not, or every unknown URL would pause the copies.
        pagesChanged()
      }
      // A not-found answer is sent but not kept, or every unknown URL would leave a page in the cache.
      if (data?.kind === 'APP_PAGE' && data.status === 404) return
      return super.set(key, data, ctx)
    }

    async revalidateTag(...args) {
      // Before and after: a copy taken while the tags were being expired is not kept either.
      pagesChanged()
      try {
        return await super.revalidateTag(...args)
      } finally {
        pagesChanged()
      }
    }
  }
}

export default withPagePolicy(SharedCacheHandler)

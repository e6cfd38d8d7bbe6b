import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { inlineScriptHashes } from '../lib/pageScriptHashes.mjs'
import { sitePolicy } from '../lib/securityHeaderValues.mjs'

/*
 * Next's cache handler (next.config.mjs `cacheHandler`), with one addition: every prerendered page
 * carries its own Content-Security-Policy, built from the SHA-256 hashes of its inline scripts.
 * Next replays a cached page's `headers` on every hit (build/templates/app-page.ts) and stores the
 * same object it answers a fresh render with, so the policy goes wherever the HTML goes: the build's
 * pages, on-demand regeneration after an edit, and any shared cache behind it.
 * Relies on Next internals (the APP_PAGE entry shape and FileSystemCache): next is pinned exactly,
 * and tests/unit/cacheHandler.unit.spec.ts fails loudly when an upgrade changes them.
 */

export const CSP_HEADER = 'content-security-policy'

/** @param {unknown} value a cache entry's value */
export function attachPagePolicy(value) {
  if (!value || typeof value !== 'object' || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return
  if (value.html === '' || value.headers?.[CSP_HEADER]) return
  const { sources, unknown } = inlineScriptHashes(value.html)
  if (unknown.length > 0) console.warn('[csp] inline scripts left out of the page policy (they will be blocked):', unknown)
  value.headers = { ...value.headers, [CSP_HEADER]: sitePolicy(["'self'", ...sources]) }
}

/**
 * @template {new (...args: any[]) => { get: Function, set: Function }} Base
 * @param {Base} Base
 */
export function withPagePolicy(Base) {
  return class PagePolicyCache extends Base {
    async get(...args) {
      const entry = await super.get(...args)
      attachPagePolicy(entry?.value)
      return entry
    }

    async set(key, data, ctx) {
      attachPagePolicy(data)
      // A not-found answer is sent (with its policy) but not kept: every unknown URL would
      // otherwise leave a page in the cache and on disk.
      if (data?.kind === 'APP_PAGE' && data.status === 404) return
      return super.set(key, data, ctx)
    }
  }
}

export default withPagePolicy(FileSystemCache.default ?? FileSystemCache)

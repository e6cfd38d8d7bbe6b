import { inlineScriptHashes } from '../lib/pageScriptHashes.mjs'
import { sitePolicy } from '../lib/securityHeaderValues.mjs'

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
      // A not-found answer is sent but not kept, or every unknown URL would leave a page in the cache.
      if (data?.kind === 'APP_PAGE' && data.status === 404) return
      return super.set(key, data, ctx)
    }
  }
}

export default withPagePolicy(SharedCacheHandler)

import 'server-only'

import { resolveRedirects, type RedirectPairs } from '@/features/content/redirects/redirectMap'
import { TAGS } from '@/utilities/cacheTags'

import { cachedRead } from '@/data/cachedRead'
import { getPayloadClient } from '@/data/payload'

/**
 * Every redirect as from → final target, cached under one tag that each redirect save (and each
 * slug change) expires; with Redis that expiry reaches every instance (src/cache/sharedCache.mjs).
 */
export const getRedirectPairs = cachedRead(
  async (): Promise<RedirectPairs> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      depth: 1,
      pagination: false,
      // Trusted system read: redirects are staff records, a visitor only ever sees the 308 they cause.
      // Targets load as the published documents (no draft), so a draft's slug is never served.
      overrideAccess: true,
    })
    return resolveRedirects(docs)
  },
  ['redirect-pairs'],
  // The hour is a safety net only: a refresh that raced a save's commit is corrected within it.
  [TAGS.redirects, TAGS.services, TAGS.pages],
  3600,
)

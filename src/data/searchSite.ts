import 'server-only'

import { getPayloadClient } from './payload'
import { searchContent, type SearchHit } from './search'

/** The search page's read: a failure is logged and reported as `failed`, so the page still renders. */
export async function searchSite(query: string): Promise<{ hits: SearchHit[]; failed: boolean }> {
  if (!query) return { hits: [], failed: false }
  const payload = await getPayloadClient()
  try {
    return { hits: await searchContent(payload, query), failed: false }
  } catch (err) {
    payload.logger.error({ err, msg: 'Site search failed' })
    return { hits: [], failed: true }
  }
}

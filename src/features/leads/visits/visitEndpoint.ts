import { getPayloadClient } from '@/data/payload'
import { cleanText } from '@/lib/cleanText'
import { resolveClientAddress } from '@/lib/clientAddress'
import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { consumeVisitBeacon } from '@/services/rateLimit/visits'
import { VISIT_BODY_MAX_BYTES, visitSchema } from '@/validation/attribution'

import { countVisit } from './visitCounter'

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...NO_STORE, ...headers } })

/** Crawlers announce themselves; they are not visitors. */
const CRAWLER = /bot|crawl|spider|slurp|preview/i

/**
 * POST /forms/visit: one page view from the beacon (src/components/site/VisitBeacon.tsx), sent
 * with navigator.sendBeacon, so as text/plain. 204 counted | 400 malformed | 403 from another site
 * | 413 too large | 429 rate limited | 503 not counted now. The answer is the same whether or not
 * the view was counted, since the beacon never reads it.
 */
export async function receiveVisit(request: Request): Promise<Response> {
  // A browser says where a request comes from; another site's page may not count views here.
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin') return answer(403)
  if (Number(request.headers.get('content-length') ?? '0') > VISIT_BODY_MAX_BYTES)
    return answer(413)
  if (!request.body) return answer(400)
  const bytes = await readBodyUpTo(request.body, VISIT_BODY_MAX_BYTES)
  if (!bytes) return answer(413)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return answer(400)
  }
  const visit = visitSchema.safeParse(body)
  if (!visit.success) return answer(400)

  const userAgent = cleanText(request.headers.get('user-agent') ?? '')
  if (CRAWLER.test(userAgent)) return answer(204)
  const { address } = resolveClientAddress(request.headers)
  try {
    const payload = await getPayloadClient()
    const verdict = await consumeVisitBeacon(payload, address)
    if (!verdict.allowed) return answer(429, { 'Retry-After': String(verdict.retryAfterSeconds) })
    await countVisit(payload, visit.data, { address, userAgent })
    return answer(204)
  } catch (err) {
    console.error('POST /forms/visit failed', err)
    return answer(503)
  }
}

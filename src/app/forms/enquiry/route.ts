import { after } from 'next/server'

import { getServiceOptions } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import { leadRequestContext } from '@/lib/leads/context'
import { jsonError, outcomeResponse, readJsonBody } from '@/lib/leads/http'
import { SOURCE_PAGE_FIELD } from '@/lib/leads/pipeline'
import { submitEnquiry } from '@/lib/leads/submitEnquiry'
import * as messages from '@/validation/messages'

/**
 * POST /forms/enquiry: the enquiry form over HTTP (JSON in, JSON out), for API clients and tests.
 * Body: the enquiry fields, `consent: true`, `formToken` (from GET /forms/token, at least 3 s old)
 * and optionally `website` (the honeypot, must be empty) and `sourcePage`.
 * 201 { ok, data: { id } } | 400 malformed | 413 too large | 415 not JSON |
 * 422 { message, fieldErrors } | 429 rate limited (Retry-After) | 500.
 * Lives outside /api, which is Payload's.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  try {
    const claimedSourcePage =
      typeof body.value === 'object' && body.value !== null ? Reflect.get(body.value, SOURCE_PAGE_FIELD) : undefined
    const payload = await getPayloadClient()
    const outcome = await submitEnquiry(body.value, leadRequestContext(request.headers, claimedSourcePage), {
      payload,
      defer: after,
      serviceOptions: getServiceOptions,
    })
    return outcomeResponse(outcome)
  } catch (err) {
    console.error('POST /forms/enquiry failed', err)
    return jsonError(500, messages.UNEXPECTED)
  }
}

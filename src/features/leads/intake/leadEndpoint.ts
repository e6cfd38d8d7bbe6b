import { after } from 'next/server'

import { getServiceOptions } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import { isDatabaseUnavailable } from '@/db/unavailable'
import * as messages from '@/validation/messages'

import { leadRequestContext, type HeaderSource } from './context'
import { jsonError, outcomeResponse, readJsonBody } from './http'
import type { LeadOutcome, LeadReceipt } from './result'
import { submitLead, unavailable, type LeadKind } from './submitLead'

/** A lead as the running app takes it: the shared Payload, cached services, emails after the response. */
export async function receiveLead<Parsed extends { email: string }, Lead>(
  kind: LeadKind<Parsed, Lead>,
  input: unknown,
  headers: HeaderSource,
): Promise<LeadOutcome<LeadReceipt>> {
  let payload: Awaited<ReturnType<typeof getPayloadClient>>
  try {
    payload = await getPayloadClient()
  } catch (err) {
    // Payload's first start needs the database too; the server actions come this way as well.
    if (isDatabaseUnavailable(err)) return unavailable()
    throw err
  }
  return submitLead(kind, input, leadRequestContext(headers, input), {
    payload,
    defer: after,
    serviceOptions: getServiceOptions,
  })
}

/**
 * POST /forms/<kind>: the form over HTTP (JSON in, JSON out) for API clients and tests, outside
 * /api, which is Payload's. Body: the form's fields, `consent: true`, `formToken` (from GET
 * /forms/token, at least 3 s old), and optionally `website` (the honeypot, empty) and `sourcePage`.
 * 201 { ok, data: { id } } | 400 malformed | 413 too large | 415 not JSON | 409 slot taken |
 * 422 { message, fieldErrors } | 429 rate limited (Retry-After) | 503 database unavailable
 * (Retry-After) | 500.
 */
export function leadEndpoint<Parsed extends { email: string }, Lead>(kind: LeadKind<Parsed, Lead>) {
  return async function POST(request: Request): Promise<Response> {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    try {
      return outcomeResponse(await receiveLead(kind, body.value, request.headers))
    } catch (err) {
      console.error(`POST /forms/${kind.form} failed`, err)
      return jsonError(500, messages.UNEXPECTED)
    }
  }
}

import { readBodyUpTo } from '@/lib/readBodyUpTo'
import * as messages from '@/validation/messages'

import { HTTP_STATUS, type LeadOutcome } from './result'

/**
 * Comfortably above the largest valid submission (a 2000-character message in 4-byte characters
 * plus the other fields), far below anything that could hurt the server.
 */
export const MAX_BODY_BYTES = 32_768

type BodyRead = { ok: true; value: unknown } | { ok: false; response: Response }

const NO_STORE = { 'Cache-Control': 'no-store' } as const

export const jsonError = (
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): Response =>
  Response.json({ ok: false, message }, { status, headers: { ...NO_STORE, ...extraHeaders } })

/**
 * Reads a JSON request body with a size cap that also holds for chunked bodies without a
 * Content-Length. Only application/json is accepted: it cannot be sent cross-site by a plain HTML
 * form, and a cross-site script must pass a CORS preflight first, which this app never grants.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyRead> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(?:;|$)/i.test(type)) {
    return { ok: false, response: jsonError(415, messages.INVALID_INPUT) }
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, response: jsonError(413, messages.INVALID_INPUT) }
  if (!request.body) return { ok: false, response: jsonError(400, messages.INVALID_INPUT) }

  const bytes = await readBodyUpTo(request.body, maxBytes)
  if (!bytes) return { ok: false, response: jsonError(413, messages.INVALID_INPUT) }

  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, response: jsonError(400, messages.INVALID_INPUT) }
  }
}

/** 201 with the receipt, or the failure with its real status (429 with Retry-After). */
export function outcomeResponse<T>(outcome: LeadOutcome<T>): Response {
  if (outcome.ok)
    return Response.json({ ok: true, data: outcome.data }, { status: 201, headers: NO_STORE })
  const headers: Record<string, string> = { ...NO_STORE }
  if (outcome.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(outcome.retryAfterSeconds)
  return Response.json(
    {
      ok: false,
      message: outcome.message,
      ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
    },
    { status: HTTP_STATUS[outcome.reason], headers },
  )
}

import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { API_BODY_LIMITS } from '@/validation/limits'
import { REQUEST_TOO_LARGE } from '@/validation/messages'

const tooLarge = () => Response.json({ errors: [{ message: REQUEST_TOO_LARGE }] }, { status: 413 })

/**
 * Payload reads a JSON body whole, however large, before looking at it. Around its REST and
 * GraphQL routes this refuses a body over API_BODY_LIMITS.jsonBytes with a 413 instead, going by
 * the bytes that arrive (a Content-Length header may lie). Multipart uploads are left to Payload,
 * which stops them at `upload.requestSizeLimit` with its own 413.
 */
export function limitApiBody<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const contentType = request.headers.get('content-type')?.toLowerCase() ?? ''
    if (!request.body || contentType.startsWith('multipart/')) return handler(request, context)
    if (Number(request.headers.get('content-length') ?? 0) > API_BODY_LIMITS.jsonBytes) return tooLarge()
    const body = await readBodyUpTo(request.body, API_BODY_LIMITS.jsonBytes)
    if (!body) return tooLarge()
    const headers = new Headers(request.headers)
    headers.set('content-length', String(body.byteLength))
    return handler(new Request(request.url, { method: request.method, headers, body, signal: request.signal }), context)
  }
}

import { readBodyUpTo } from '@/lib/readBodyUpTo'
import { API_BODY_LIMITS } from '@/validation/limits'
import { REQUEST_TOO_LARGE } from '@/validation/messages'

const tooLarge = () => Response.json({ errors: [{ message: REQUEST_TOO_LARGE }] }, { status: 413 })

/** Payload reads a JSON body whole, so over-limit bodies get a 413 here, counted by bytes that arrive. */
export function limitApiBody<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const contentType = request.headers.get('content-type')?.toLowerCase() ?? ''
    if (!request.body || contentType.startsWith('multipart/')) return handler(request, context)
    if (Number(request.headers.get('content-length') ?? 0) > API_BODY_LIMITS.jsonBytes)
      return tooLarge()
    const body = await readBodyUpTo(request.body, API_BODY_LIMITS.jsonBytes)
    if (!body) return tooLarge()
    const headers = new Headers(request.headers)
    headers.set('content-length', String(body.byteLength))
    return handler(
      new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
      context,
    )
  }
}

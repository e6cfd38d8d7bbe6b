import { NextResponse, type NextRequest } from 'next/server'

import {
  createNonce,
  DRAFT_MODE_COOKIE,
  hasPrerenderedPolicy,
  isDraftModeRequest,
  responseKindFor,
  securityHeaders,
} from '@/lib/securityHeaders'

/**
 * Security headers on every response (src/lib/securityHeaders.ts). A page rendered per request gets
 * a fresh nonce: it is handed to Next in the request's CSP header, from which Next stamps its own
 * scripts, and in `x-nonce` for any code of ours that needs it. A prerendered page's policy comes
 * with the page from the cache. A visitor's own `x-nonce` or CSP request header never reaches the app.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
  const kind = responseKindFor(pathname)
  const development = process.env.NODE_ENV === 'development'
  const prerendered =
    kind === 'site' &&
    hasPrerenderedPolicy(pathname, {
      method: request.method,
      draftMode: isDraftModeRequest(request.cookies.get(DRAFT_MODE_COOKIE)?.value, process.env.__NEXT_PREVIEW_MODE_ID),
      development,
    })
  const nonce = (kind === 'site' && !prerendered) || kind === 'admin' ? createNonce() : undefined
  const headers = securityHeaders(kind, { nonce, development, production: process.env.NODE_ENV === 'production', prerendered })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.delete('x-nonce')
  requestHeaders.delete('content-security-policy')
  requestHeaders.delete('content-security-policy-report-only')
  if (nonce) {
    requestHeaders.set('x-nonce', nonce)
    requestHeaders.set('content-security-policy', headers['Content-Security-Policy'])
  }

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Every path but the API, form and upload endpoints (UNPROXIED_PREFIXES in next.config.mjs,
  // which gives them the `resource` headers itself): through the proxy every request body is
  // buffered and copied before the app sees it.
  matcher: '/((?!(?:api|forms|portal-api)(?:/|$)).*)',
}

import fs from 'node:fs'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import {
  createNonce,
  DRAFT_MODE_COOKIE,
  hasPrerenderedPolicy,
  isDraftModeRequest,
  responseKindFor,
  securityHeaders,
} from '@/lib/securityHeaders'
import { linkStatusOf } from '@/lib/linkStatus'
import {
  REDIRECT_CACHE_CONTROL,
  redirectTargetFor,
} from '@/features/content/redirects/proxyRedirects'

/** Next hands the preview id to edge middleware only, so on Node it comes from the prerender manifest. */
function readPreviewModeId(): string | undefined {
  if (process.env.__NEXT_PREVIEW_MODE_ID) return process.env.__NEXT_PREVIEW_MODE_ID
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), '.next/prerender-manifest.json'), 'utf8'),
    ) as {
      preview?: { previewModeId?: string }
    }
    return manifest.preview?.previewModeId
  } catch {
    return undefined
  }
}

const previewModeId = readPreviewModeId()

/** The paths the proxy gives a nonce, besides requests with a preview cookie, a body or an action. */
const NONCE_PATHS = ['/admin', '/admin-verify', '/client-portal', '/search']

/**
 * The requests that need a nonce or the request headers cleaned (the matcher once held these alone).
 * Every other page request passes through for the redirect lookup only, untouched, so next.config's
 * header rules and the prerendered page's own policy answer it as before.
 */
export function needsSecurityHeaders(request: NextRequest): boolean {
  const { pathname } = request.nextUrl
  return (
    NONCE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
    pathname.startsWith('/callback/') ||
    request.cookies.has(DRAFT_MODE_COOKIE) ||
    request.headers.has('content-type') ||
    request.headers.has('next-action')
  )
}

/** A redirected path answers 308 before any page or cached copy of it (docs/decisions.md#redirects). */
function redirectResponse(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const { pathname, search } = request.nextUrl
  if (responseKindFor(pathname) !== 'site') return undefined
  const target = redirectTargetFor(pathname)
  if (!target) return undefined
  // A path on this site keeps the query; an address staff typed for another site is used as typed.
  const location = target.startsWith('/') ? new URL(`${target}${search}`, request.url) : target
  const response = NextResponse.redirect(location, 308)
  response.headers.set('cache-control', REDIRECT_CACHE_CONTROL)
  return response
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const redirect = redirectResponse(request)
  if (redirect) return redirect
  const { pathname } = request.nextUrl
  if (!needsSecurityHeaders(request)) return NextResponse.next()
  return withSecurityHeaders(request, pathname, await linkPageStatus(request))
}

/**
 * A single-use link's page answers 404 or 410 once the link is dead, with the page it shows anyway
 * (docs/decisions.md#link-pages-answer-404-or-410): a page cannot set its own status, and Next
 * keeps the one the proxy gives. Only for a document load: an action or router fetch keeps its 200.
 */
async function linkPageStatus(request: NextRequest): Promise<number | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (request.headers.has('rsc') || request.headers.has('next-action')) return undefined
  const status = await linkStatusOf(request.nextUrl.pathname)
  return status === 200 ? undefined : status
}

/** A fresh nonce per request-rendered page; a visitor's own `x-nonce` or CSP request header never reaches the app. */
function withSecurityHeaders(
  request: NextRequest,
  pathname: string,
  status?: number,
): NextResponse {
  const kind = responseKindFor(pathname)
  const development = process.env.NODE_ENV === 'development'
  const prerendered =
    kind === 'site' &&
    hasPrerenderedPolicy(pathname, {
      method: request.method,
      draftMode: isDraftModeRequest(request.cookies.get(DRAFT_MODE_COOKIE)?.value, previewModeId),
      development,
    })
  const nonce = (kind === 'site' && !prerendered) || kind === 'admin' ? createNonce() : undefined
  const headers = securityHeaders(kind, {
    nonce,
    development,
    production: process.env.NODE_ENV === 'production',
    prerendered,
  })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.delete('x-nonce')
  requestHeaders.delete('content-security-policy')
  requestHeaders.delete('content-security-policy-report-only')
  const policy = headers['Content-Security-Policy']
  if (nonce && policy) {
    requestHeaders.set('x-nonce', nonce)
    requestHeaders.set('content-security-policy', policy)
  }

  const response = NextResponse.next({ request: { headers: requestHeaders }, status })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Every page request: a redirect may be defined for any path, and the lookup costs a Map read.
  // needsSecurityHeaders picks the requests that also need a nonce (a body is buffered only for those
  // that have one: bench:submit).
  matcher: ['/((?!(?:api|forms|portal-api|_next|next|healthz|share)(?:/|$)).*)'],
}

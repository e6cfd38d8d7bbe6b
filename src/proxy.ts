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

/** A fresh nonce per request-rendered page; a visitor's own `x-nonce` or CSP request header never reaches the app. */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
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

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

export const config = {
  // Only requests that may need a nonce: every proxied request costs a middleware call and a body copy.
  matcher: [
    '/admin',
    '/admin/:path*',
    '/admin-verify',
    '/admin-verify/:path*',
    '/client-portal',
    '/client-portal/:path*',
    '/search',
    '/callback/:path*',
    {
      source: '/((?!(?:api|forms|portal-api|_next|next|healthz|share)(?:/|$)).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
    {
      source: '/((?!(?:api|forms|portal-api|_next|next|healthz|share)(?:/|$)).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    {
      source: '/((?!(?:api|forms|portal-api|_next|next|healthz|share)(?:/|$)).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
  ],
}

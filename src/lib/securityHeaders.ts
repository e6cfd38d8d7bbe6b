/**
 * The security headers of every response, by response kind (docs/decisions.md#response-kinds).
 * Pure, so each policy can be unit-tested as text.
 */

import {
  headerSet,
  PER_REQUEST_PAGES,
  PERMISSIONS_POLICY,
  RESOURCE_POLICY,
  serialize,
  sitePolicy,
  WORKER_POLICY,
} from './securityHeaderValues.mjs'
import { safeEqual } from './signing'

export type ResponseKind = 'site' | 'admin' | 'worker' | 'resource'

export interface PolicyOptions {
  /** Fresh for every request; required for `site` and `admin`. */
  readonly nonce?: string
  /** `next dev` needs eval for React's refresh and error overlays; production never gets it. */
  readonly development: boolean
  /** HSTS only where the site is served over HTTPS for real. */
  readonly production: boolean
  /** A page served from Next's cache, whose policy comes with it (hasPrerenderedPolicy). */
  readonly prerendered?: boolean
}

export { PER_REQUEST_PAGES }

export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** A stale or forged draft cookie is answered from the cache, so it must not add a nonce policy. */
export function isDraftModeRequest(
  cookie: string | undefined,
  previewModeId: string | undefined,
): boolean {
  if (!cookie) return false
  if (!previewModeId) return true
  return safeEqual(cookie, previewModeId)
}

/** A prerendered page brings its own hash policy; everything else gets a nonce (docs/decisions.md#csp-hashes). */
export function hasPrerenderedPolicy(
  pathname: string,
  { method, draftMode, development }: { method: string; draftMode: boolean; development: boolean },
): boolean {
  if (development || draftMode || (method !== 'GET' && method !== 'HEAD')) return false
  return !PER_REQUEST_PAGES.some((page) => isUnder(pathname, page))
}

const ADMIN_PREFIX = '/admin'
const SERVICE_WORKER_PATH = '/sw.js'
const RESOURCE_PREFIXES = [
  '/api',
  '/_next',
  '/forms',
  '/portal-api',
  '/next',
  '/healthz',
  '/share',
] as const

const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

/** A last path segment with a file extension (robots.txt, icon.svg); .html pages stay pages. */
const isFilePath = (pathname: string): boolean => {
  if (PER_REQUEST_PAGES.some((page) => isUnder(pathname, page))) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last)
}

export function responseKindFor(pathname: string): ResponseKind {
  if (isUnder(pathname, ADMIN_PREFIX)) return 'admin'
  if (pathname === SERVICE_WORKER_PATH) return 'worker'
  if (RESOURCE_PREFIXES.some((prefix) => isUnder(pathname, prefix)) || isFilePath(pathname))
    return 'resource'
  return 'site'
}

export { PERMISSIONS_POLICY, RESOURCE_POLICY }

function scriptSources(nonce: string | undefined, development: boolean): string[] {
  if (!nonce) throw new Error('a page policy needs a nonce')
  return [
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...(development ? ["'unsafe-eval'"] : []),
  ]
}

export function contentSecurityPolicy(
  kind: ResponseKind,
  { nonce, development, prerendered }: PolicyOptions,
): string | undefined {
  switch (kind) {
    case 'site':
      return prerendered ? undefined : sitePolicy(scriptSources(nonce, development))
    case 'admin':
      return serialize({
        'default-src': ["'self'"],
        'script-src': scriptSources(nonce, development),
        // Payload's UI and the Lexical editor set style attributes and inject <style> tags.
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: previews of files chosen for upload before they are sent.
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      })
    case 'worker':
      return WORKER_POLICY
    case 'resource':
      return RESOURCE_POLICY
  }
}

export function securityHeaders(
  kind: ResponseKind,
  options: PolicyOptions,
): Record<string, string> {
  // The admin frames its own pages only (previews, upload drawers); nothing else is framed.
  return headerSet(contentSecurityPolicy(kind, options), {
    frameOptions: kind === 'admin' ? 'SAMEORIGIN' : 'DENY',
    production: options.production,
  })
}

/** 128 random bits, base64: unguessable, and in the form Next reads from the CSP header. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

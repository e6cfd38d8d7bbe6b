/**
 * The security headers of every response, chosen by what the response is. src/proxy.ts applies
 * them; this module is pure so each policy can be unit-tested as text.
 *
 * - `site`: the public pages and the client portal. Scripts run only with the per-request nonce
 *   (Next stamps it on its own scripts) or when loaded by such a script ('strict-dynamic').
 * - `admin`: the Payload admin panel, which may frame itself (previews, upload drawers).
 * - `worker`: the offline service worker, which only fetches from this origin.
 * - `resource`: everything that is not a page (REST, GraphQL, form endpoints, files, assets): it
 *   may load nothing, run nothing and be framed by nobody, so a stored file or a JSON reply opened
 *   as a document can never act as a page of this origin.
 */

import { headerSet, PERMISSIONS_POLICY, RESOURCE_POLICY } from './securityHeaderValues.mjs'

export type ResponseKind = 'site' | 'admin' | 'worker' | 'resource'

export interface PolicyOptions {
  /** Fresh for every request; required for `site` and `admin`. */
  readonly nonce?: string
  /** `next dev` needs eval for React's refresh and error overlays; production never gets it. */
  readonly development: boolean
  /** HSTS only where the site is served over HTTPS for real. */
  readonly production: boolean
}

const ADMIN_PREFIX = '/admin'
const SERVICE_WORKER_PATH = '/sw.js'
/** Route handlers and framework endpoints that never render a page. */
const RESOURCE_PREFIXES = ['/api', '/_next', '/forms', '/portal-api', '/next'] as const

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`)

/** A last path segment with a file extension (robots.txt, icon.svg); .html pages stay pages. */
const isFilePath = (pathname: string): boolean => {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last)
}

export function responseKindFor(pathname: string): ResponseKind {
  if (isUnder(pathname, ADMIN_PREFIX)) return 'admin'
  if (pathname === SERVICE_WORKER_PATH) return 'worker'
  if (RESOURCE_PREFIXES.some((prefix) => isUnder(pathname, prefix)) || isFilePath(pathname)) return 'resource'
  return 'site'
}

export { PERMISSIONS_POLICY, RESOURCE_POLICY }

const serialize = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(' ')}` : name))
    .join('; ')

function scriptSources(nonce: string | undefined, development: boolean, extra: readonly string[] = []): string[] {
  if (!nonce) throw new Error('a page policy needs a nonce')
  return ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extra, ...(development ? ["'unsafe-eval'"] : [])]
}

export function contentSecurityPolicy(kind: ResponseKind, { nonce, development }: PolicyOptions): string {
  switch (kind) {
    case 'site':
      return serialize({
        'default-src': ["'self'"],
        // 'wasm-unsafe-eval': the proposal PDF is laid out by @react-pdf's yoga, compiled from WebAssembly.
        'script-src': scriptSources(nonce, development, ["'wasm-unsafe-eval'"]),
        // Next inlines the CSS (experimental.inlineCss) in <style> tags it does not stamp with the
        // nonce, and next/image sizes images with style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        // data: is how @react-pdf loads its embedded WebAssembly and fonts.
        'connect-src': ["'self'", 'data:'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'media-src': ["'self'"],
        'frame-src': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      })
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
      return serialize({
        'default-src': ["'none'"],
        // The worker fetches navigations and caches the offline page, both from this origin.
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      })
    case 'resource':
      return RESOURCE_POLICY
  }
}

export function securityHeaders(kind: ResponseKind, options: PolicyOptions): Record<string, string> {
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

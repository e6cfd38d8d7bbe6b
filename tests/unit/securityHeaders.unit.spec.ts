import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header.js'
import { describe, expect, it } from 'vitest'
import { globalConfig } from 'zod/v4/core'

import {
  contentSecurityPolicy,
  createNonce,
  hasPrerenderedPolicy,
  PERMISSIONS_POLICY,
  RESOURCE_POLICY,
  responseKindFor,
  securityHeaders,
  type ResponseKind,
} from '@/lib/securityHeaders'
import { config as proxyConfig } from '@/proxy'
import { enquirySchema } from '@/validation/enquiry'

import { resourceHeaders, UNPROXIED_PREFIXES } from '../../next.config.mjs'

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0'
const production = { nonce: NONCE, development: false, production: true }
const development = { nonce: NONCE, development: true, production: false }

/** The policy as the browser reads it: directive name to its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy).toBeDefined()
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) {
      expect(map.has(name), `${name} appears once`).toBe(false)
      map.set(name, sources)
    }
  }
  return map
}

const KINDS: ResponseKind[] = ['site', 'admin', 'worker', 'resource']

describe('which policy a path gets', () => {
  it.each([
    ['/', 'site'],
    ['/services/web-development', 'site'],
    ['/client-portal', 'site'],
    ['/contact', 'site'],
    ['/administrator', 'site'],
    ['/offline.html', 'site'],
    ['/admin', 'admin'],
    ['/admin/collections/services/abc', 'admin'],
    ['/sw.js', 'worker'],
    ['/api/services', 'resource'],
    ['/api/graphql', 'resource'],
    ['/api/media/file/photo.webp', 'resource'],
    ['/_next/static/chunks/app.js', 'resource'],
    ['/_next/image', 'resource'],
    ['/forms/enquiry', 'resource'],
    ['/portal-api/files', 'resource'],
    ['/next/preview', 'resource'],
    ['/robots.txt', 'resource'],
    ['/sitemap.xml', 'resource'],
    ['/icon.svg', 'resource'],
  ] as const)('%s is %s', (path, kind) => {
    expect(responseKindFor(path)).toBe(kind)
  })
})

describe('public pages (site)', () => {
  const csp = directives(contentSecurityPolicy('site', production))

  it('runs only scripts carrying this request’s nonce, or loaded by one', () => {
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"])
  })

  it('never allows eval or inline script in production, and eval only in development', () => {
    for (const kind of ['site', 'admin'] as const) {
      const prod = contentSecurityPolicy(kind, production)
      expect(prod).not.toContain("'unsafe-eval'")
      expect(directives(prod).get('script-src')).not.toContain("'unsafe-inline'")
      expect(directives(contentSecurityPolicy(kind, development)).get('script-src')).toContain("'unsafe-eval'")
    }
  })

  it('cannot be framed, embeds no frames or plugins, and posts forms only to itself', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
  })

  it('gives Next the nonce it stamps on its scripts', () => {
    expect(getScriptNonceFromHeader(contentSecurityPolicy('site', production) ?? '')).toBe(NONCE)
    expect(getScriptNonceFromHeader(contentSecurityPolicy('admin', production) ?? '')).toBe(NONCE)
  })

  it('needs a nonce, unless the page is prerendered and brings its own policy', () => {
    expect(() => contentSecurityPolicy('site', { development: false, production: true })).toThrow()
    expect(securityHeaders('site', { development: false, production: true, prerendered: true })).not.toHaveProperty(
      'Content-Security-Policy',
    )
  })
})

describe('which pages are served prerendered, with the policy of their cached HTML', () => {
  const visit = { method: 'GET', draftMode: false, development: false }
  it.each(['/', '/services', '/services/web-development', '/contact', '/about', '/privacy-policy'])('%s is', (path) => {
    expect(hasPrerenderedPolicy(path, visit)).toBe(true)
    expect(hasPrerenderedPolicy(path, { ...visit, method: 'HEAD' })).toBe(true)
  })
  it.each(['/client-portal', '/search', '/callback/some-signed-link'])('%s is rendered per request, with a nonce', (path) => {
    expect(hasPrerenderedPolicy(path, visit)).toBe(false)
  })
  it('a staff preview, a form posted without JavaScript and next dev get a nonce', () => {
    expect(hasPrerenderedPolicy('/services/web-development', { ...visit, draftMode: true })).toBe(false)
    expect(hasPrerenderedPolicy('/contact', { ...visit, method: 'POST' })).toBe(false)
    expect(hasPrerenderedPolicy('/', { ...visit, development: true })).toBe(false)
  })
})

describe('the admin panel', () => {
  const csp = directives(contentSecurityPolicy('admin', production))

  it('may frame itself and nothing else may frame it', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('frame-src')).toEqual(["'self'"])
    expect(securityHeaders('admin', production)['X-Frame-Options']).toBe('SAMEORIGIN')
  })

  it('runs scripts by nonce only, with no WebAssembly eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${NONCE}'`, "'strict-dynamic'"])
  })
})

describe('responses that are not pages', () => {
  it('load nothing, run nothing, and are sandboxed when opened as a document', () => {
    const csp = directives(contentSecurityPolicy('resource', production))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('sandbox')).toEqual([])
    expect(contentSecurityPolicy('resource', production)).toBe(RESOURCE_POLICY)
  })

  it('the service worker may fetch from this origin only', () => {
    const csp = directives(contentSecurityPolicy('worker', production))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })
})

describe('every policy', () => {
  it.each(KINDS)('%s names no other origin and no wildcard', (kind) => {
    for (const [name, sources] of directives(contentSecurityPolicy(kind, production))) {
      for (const source of sources) {
        expect(source, `${name} ${source}`).toMatch(/^('self'|'none'|'strict-dynamic'|'wasm-unsafe-eval'|'unsafe-inline'|'nonce-[^']+'|data:|blob:)$/)
      }
      if (sources.includes("'unsafe-inline'")) expect(name).toBe('style-src')
      if (sources.includes('data:') || sources.includes('blob:')) expect(name).not.toMatch(/^(script|default|object|frame|base)/)
    }
  })

  it.each(KINDS)('%s carries nosniff, a strict referrer policy, an opener policy and a permissions policy', (kind) => {
    const headers = securityHeaders(kind, production)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
    if (kind !== 'admin') expect(headers['X-Frame-Options']).toBe('DENY')
  })

  it('denies the camera, microphone, location, payments, USB and motion sensors', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'accelerometer', 'gyroscope', 'magnetometer', 'browsing-topics']) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`)
    }
  })

  it('asks for HTTPS for a year in production only', () => {
    expect(securityHeaders('site', production)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(securityHeaders('site', development)).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders('site', { ...production, production: false })).not.toHaveProperty('Strict-Transport-Security')
  })
})

describe('nonces', () => {
  it('are 128 random bits, never repeat, and are read back by Next', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of [...nonces].slice(0, 20)) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
      expect(getScriptNonceFromHeader(`script-src 'nonce-${nonce}'`)).toBe(nonce)
    }
  })
})

describe('zod under the CSP', () => {
  it('schemas are built without zod’s eval-based compiler', () => {
    expect(enquirySchema).toBeDefined()
    expect(globalConfig.jitless).toBe(true)
  })
})

describe('the endpoints the proxy leaves to next.config.mjs', () => {
  const asObject = (list: { key: string; value: string }[]) => Object.fromEntries(list.map(({ key, value }) => [key, value]))
  const proxied = (path: string) => new RegExp(`^${proxyConfig.matcher}$`).test(path)

  it('get exactly the resource headers, with HSTS only in production', () => {
    for (const isProduction of [true, false]) {
      expect(asObject(resourceHeaders(isProduction))).toEqual(
        securityHeaders('resource', { development: !isProduction, production: isProduction }),
      )
    }
  })

  it('are resource paths, which the proxy skips, while pages, assets and files still pass through it', () => {
    for (const prefix of UNPROXIED_PREFIXES) {
      for (const path of [prefix, `${prefix}/`, `${prefix}/x/y`]) {
        expect(responseKindFor(path)).toBe('resource')
        expect(proxied(path), path).toBe(false)
      }
    }
    for (const path of ['/', '/admin', '/admin/login', '/apis', '/api-docs', '/contact', '/client-portal', '/sw.js', '/_next/static/chunks/a.js', '/robots.txt']) {
      expect(proxied(path), path).toBe(true)
    }
  })
})

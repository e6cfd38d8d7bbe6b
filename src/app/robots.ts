import type { MetadataRoute } from 'next'

import { getSiteUrl } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const siteUrl = await getSiteUrl()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // The admin, the API, the private portal, visitors' booking links and the preview switch are nothing to index.
      disallow: ['/admin', '/api/', PATHS.clientPortal, '/callback/', '/next/'],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}

import type { MetadataRoute } from 'next'

import { getPage, getServices } from '@/data/content'
import { getRedirectPairs } from '@/features/content/redirects/redirectPairs'
import { getSiteUrl } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

// The public pages of the spec's route table; the client portal is private and left out.
const STATIC_PATHS = [
  PATHS.home,
  PATHS.services,
  PATHS.work,
  PATHS.about,
  PATHS.contact,
  PATHS.proposalBuilder,
  PATHS.performanceAudit,
  PATHS.competitorAnalysis,
  PATHS.whiteLabel,
  PATHS.maintenance,
  PATHS.templates,
  PATHS.aiEstimator,
  PATHS.aiCodeReview,
  PATHS.contentGenerator,
  PATHS.chatbotBuilder,
]

const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service']

/**
 * Every public page and published service, but no redirected path: a search engine is given only
 * targets. The service, page and redirect hooks revalidate it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [siteUrl, services, legal, redirects] = await Promise.all([
    getSiteUrl(),
    getServices(),
    Promise.all(LEGAL_SLUGS.map((slug) => getPage(slug))),
    getRedirectPairs(),
  ])
  const url = (path: string) => `${siteUrl}${path === '/' ? '' : path}`
  const redirected = new Set(redirects.map(([from]) => from))
  const isTarget = (entry: { url: string }) => !redirected.has(new URL(entry.url).pathname)

  const entries: MetadataRoute.Sitemap = [
    ...STATIC_PATHS.map((path) => ({
      url: url(path),
      changeFrequency: 'weekly' as const,
      priority: path === PATHS.home ? 1 : 0.7,
    })),
    ...services.map((service) => ({
      url: url(PATHS.service(service.slug)),
      lastModified: new Date(service.updatedAt),
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...legal
      .filter((page) => page !== null)
      .map((page) => ({
        url: url(`/${page.slug}`),
        lastModified: new Date(page.updatedAt),
        changeFrequency: 'yearly' as const,
        priority: 0.3,
      })),
  ]
  return entries.filter(isTarget)
}

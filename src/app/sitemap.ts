import type { MetadataRoute } from 'next'

import { getSitemapDocs } from '@/data/content'
import { getRedirectPairs } from '@/features/content/redirects/redirectPairs'
import { getSiteUrl } from '@/data/seo'
import { CONTENT_TYPES, fieldOf } from '@/utilities/contentTypes'
import { PATHS } from '@/utilities/paths'

// The tools and list pages of the spec's route table; content comes from its content types. The
// client portal is private and left out.
const STATIC_PATHS = [
  PATHS.services,
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

/**
 * Every public page and every published document of a content type with a sitemap entry, but no
 * redirected path: a search engine is given only targets. Content hooks and redirects revalidate it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [siteUrl, content, redirects] = await Promise.all([
    getSiteUrl(),
    Promise.all(
      CONTENT_TYPES.map(async (type) => {
        if (!type.sitemap) return []
        const docs = 'global' in type ? [{}] : await getSitemapDocs(type.collection)
        return docs.flatMap((doc) => {
          const path = type.path(doc)
          const updatedAt = fieldOf(doc, 'updatedAt')
          return path
            ? [
                {
                  path,
                  ...type.sitemap,
                  ...(typeof updatedAt === 'string' && { lastModified: new Date(updatedAt) }),
                },
              ]
            : []
        })
      }),
    ),
    getRedirectPairs(),
  ])
  const url = (path: string) => `${siteUrl}${path === '/' ? '' : path}`
  const redirected = new Set(redirects.map(([from]) => from))

  const entries = [
    ...content.flat(),
    ...STATIC_PATHS.map((path) => ({
      path,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
  ]
  return entries
    .filter((entry) => !redirected.has(entry.path))
    .sort((a, b) => b.priority - a.priority)
    .map(({ path, ...entry }) => ({ url: url(path), ...entry }))
}

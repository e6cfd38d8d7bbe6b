import type { Payload, Where } from 'payload'

import { articleFeed } from '@/lib/articleFeed'
import type { Article, Author, Category, Media } from '@/payload-types'
import { PATHS } from '@/utilities/paths'

// No 'server-only': the integration tests read the feed outside Next (tests/int/insightsFeed).

/** What a list, the feed and a related-articles card need: everything but the body and SEO. */
const SUMMARY = {
  title: true,
  slug: true,
  excerpt: true,
  heroImage: true,
  author: true,
  categories: true,
  publishedAt: true,
  updatedAt: true,
  readingMinutes: true,
} as const

export type ArticleSummary = Pick<
  Article,
  'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'readingMinutes'
> & {
  heroImage: string | Media
  author: string | Author
  categories: (string | Category)[]
}

export type ArticleListPage = { articles: ArticleSummary[]; page: number; totalPages: number }

/** Published articles, newest first, as an anonymous visitor reads them. */
export async function findArticleSummaries(
  payload: Payload,
  { where, limit, page = 1 }: { where?: Where; limit: number; page?: number },
): Promise<ArticleListPage> {
  const result = await payload.find({
    collection: 'articles',
    where,
    sort: ['-publishedAt', '-createdAt'],
    limit,
    page,
    depth: 1,
    select: SUMMARY,
    overrideAccess: false,
  })
  return {
    articles: result.docs,
    page: result.page ?? page,
    totalPages: Math.max(1, result.totalPages),
  }
}

/** The path of an upload's 'hero' size (else the file), as shareImageFromMedia picks it. */
function heroPath(media: string | Media): string | undefined {
  if (typeof media === 'string') return undefined
  const url = media.sizes?.hero?.url ?? media.url
  if (!url) return undefined
  return url.startsWith('/') ? url : new URL(url).pathname
}

/** The latest `length` articles as an Atom feed, every link absolute on `siteUrl`. */
export async function readArticleFeed(
  payload: Payload,
  { siteUrl, brand, length }: { siteUrl: string; brand: string; length: number },
): Promise<string> {
  const { articles } = await findArticleSummaries(payload, { limit: length })
  const url = (path: string) => `${siteUrl}${path}`
  return articleFeed(
    {
      brand,
      homeUrl: url(PATHS.insights),
      feedUrl: url(PATHS.insightsFeed),
      description: `Articles from ${brand} on selling online, marketing and engineering in South Africa.`,
    },
    articles.map((article) => {
      const image = heroPath(article.heroImage)
      return {
        title: article.title,
        url: url(PATHS.article(article.slug)),
        excerpt: article.excerpt,
        publishedAt: article.publishedAt ?? article.updatedAt,
        updatedAt: article.updatedAt,
        author: typeof article.author === 'object' ? { name: article.author.name } : undefined,
        categories: article.categories.flatMap((category) =>
          typeof category === 'object'
            ? [{ title: category.title, url: url(PATHS.insightsCategory(category.slug)) }]
            : [],
        ),
        imageUrl: image ? url(image) : undefined,
      }
    }),
  )
}

import { getFeedArticles } from '@/data/insights'
import { absoluteUrl, getSiteUrl, shareImageFromMedia } from '@/data/seo'
import { getSiteSettings } from '@/data/content'
import { articleFeed } from '@/lib/articleFeed'
import { PATHS } from '@/utilities/paths'

// Built once and kept, like the pages: the reads carry the articles' tags, so a publish expires it.
export const dynamic = 'force-static'

export async function GET() {
  const [articles, settings, siteUrl] = await Promise.all([
    getFeedArticles(),
    getSiteSettings(),
    getSiteUrl(),
  ])
  const url = (path: string) => `${siteUrl}${path}`
  const xml = articleFeed(
    {
      brand: settings.brandName,
      homeUrl: await absoluteUrl(PATHS.insights),
      feedUrl: await absoluteUrl(PATHS.insightsFeed),
      description: `Articles from ${settings.brandName} on selling online, marketing and engineering in South Africa.`,
    },
    articles.map((article) => {
      const image = shareImageFromMedia(article.heroImage)
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
        imageUrl: image ? url(image.url) : undefined,
      }
    }),
  )
  return new Response(xml, {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  })
}

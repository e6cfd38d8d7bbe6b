import { JsonLd } from '@/components/site/JsonLd'
import type { Article } from '@/payload-types'

/** schema.org Article for search results; every URL absolute. */
export function ArticleJsonLd({
  article,
  url,
  imageUrl,
  brandName,
  siteUrl,
}: {
  article: Article
  url: string
  imageUrl: string | null
  brandName: string
  siteUrl: string
}) {
  const author = typeof article.author === 'object' ? article.author : null
  const sections = article.categories.flatMap((category) =>
    typeof category === 'object' ? [category.title] : [],
  )
  return (
    <JsonLd
      data={{
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        image: imageUrl ?? undefined,
        datePublished: article.publishedAt ?? article.createdAt,
        dateModified: article.updatedAt,
        author: author
          ? { '@type': 'Person', name: author.name, jobTitle: author.role }
          : { '@type': 'Organization', name: brandName, url: siteUrl },
        publisher: { '@type': 'Organization', name: brandName, url: siteUrl },
        articleSection: sections.length ? sections : undefined,
        inLanguage: 'en-ZA',
      }}
    />
  )
}

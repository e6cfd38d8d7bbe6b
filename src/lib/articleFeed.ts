import { Feed } from 'feed'

export type FeedArticle = {
  title: string
  /** Absolute URL of the article. */
  url: string
  excerpt: string
  publishedAt: string
  updatedAt: string
  author?: { name: string }
  categories: { title: string; url: string }[]
  /** Absolute URL of the hero image, when there is one. */
  imageUrl?: string
}

export type FeedChannel = {
  brand: string
  /** Absolute URLs of the insights list and of the feed itself. */
  homeUrl: string
  feedUrl: string
  description: string
}

/**
 * The insights as an Atom 1.0 feed, newest first. Atom rather than RSS 2.0: an RSS `<author>` must
 * be an e-mail address, and the public byline has none. The feed's `updated` is the newest
 * article's, so the same content always gives the same document.
 */
export function articleFeed(channel: FeedChannel, articles: FeedArticle[]): string {
  const updated = articles.reduce(
    (latest, article) => Math.max(latest, Date.parse(article.updatedAt)),
    0,
  )
  const feed = new Feed({
    id: channel.homeUrl,
    title: `Insights | ${channel.brand}`,
    description: channel.description,
    link: channel.homeUrl,
    language: 'en-ZA',
    updated: new Date(updated || 0),
    feedLinks: { atom: channel.feedUrl },
    author: { name: channel.brand, link: channel.homeUrl },
    copyright: `© ${channel.brand}`,
    generator: false,
  })
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: article.url,
      link: article.url,
      description: article.excerpt,
      date: new Date(article.updatedAt),
      published: new Date(article.publishedAt),
      author: article.author ? [{ name: article.author.name }] : undefined,
      category: article.categories.map((category) => ({
        name: category.title,
        term: category.title,
        scheme: category.url,
      })),
      ...(article.imageUrl ? { image: article.imageUrl } : {}),
    })
  }
  return feed.atom1()
}

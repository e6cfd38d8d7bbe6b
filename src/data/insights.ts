import 'server-only'

import type { Where } from 'payload'

import { TAGS } from '@/utilities/cacheTags'

import { cachedRead } from './cachedRead'
import { findArticleSummaries, readArticleFeed, type ArticleListPage } from './articleSummaries'
import { getSiteSettings } from './content'
import { getPayloadClient } from './payload'
import { getSiteUrl } from './seo'

export type { ArticleListPage, ArticleSummary } from './articleSummaries'

// Tagged reads as an anonymous visitor (overrideAccess: false), so drafts never leak. Every read
// names authors, categories and images, so it carries their tags too: an author has no page, and
// saving one expires what shows them.

export const ARTICLES_PER_PAGE = 9
/** The feed's length: the latest articles only, as feed readers poll it. */
export const FEED_LENGTH = 20
const RELATED_ARTICLES = 3

const LIST_TAGS = [TAGS.articles, TAGS.categories, TAGS.authors, TAGS.media]

const findSummaries = async (
  where: Where | undefined,
  limit: number,
  page = 1,
): Promise<ArticleListPage> =>
  findArticleSummaries(await getPayloadClient(), { where, limit, page })

/** One page of the articles, newest first; of one category when its id is given. */
export const getArticleList = (page: number, categoryId?: string) =>
  cachedRead(
    () =>
      findSummaries(
        categoryId ? { categories: { in: [categoryId] } } : undefined,
        ARTICLES_PER_PAGE,
        page,
      ),
    ['article-list', String(page), categoryId ?? ''],
    LIST_TAGS,
  )()

/** The feed's XML, keyed by the site's address and brand (settings), so a change of either rebuilds it. */
export const getArticleFeed = async () => {
  const [siteUrl, { brandName }] = await Promise.all([getSiteUrl(), getSiteSettings()])
  return cachedRead(
    async () =>
      readArticleFeed(await getPayloadClient(), { siteUrl, brand: brandName, length: FEED_LENGTH }),
    ['article-feed', siteUrl, brandName],
    LIST_TAGS,
  )()
}

/** Up to three other articles sharing a category with this one, newest first. */
export const getRelatedArticles = (articleId: string, categoryIds: string[]) =>
  cachedRead(
    async () =>
      categoryIds.length
        ? (
            await findSummaries(
              { and: [{ id: { not_equals: articleId } }, { categories: { in: categoryIds } }] },
              RELATED_ARTICLES,
            )
          ).articles
        : [],
    ['related-articles', articleId, ...categoryIds],
    LIST_TAGS,
  )()

/** Every published article's slug, for generateStaticParams and the sitemap. */
export const getArticleSlugs = cachedRead(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      select: { slug: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map((doc) => doc.slug)
  },
  ['article-slugs'],
  [TAGS.articles],
)

/** One article with its author's photo (depth 2). */
export const getArticle = (slug: string) =>
  cachedRead(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'articles',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 2,
        pagination: false,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['article', slug],
    [...LIST_TAGS, TAGS.article(slug)],
  )()

export const getCategories = cachedRead(
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      sort: 'title',
      depth: 0,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
  ['categories'],
  [TAGS.categories],
)

export const getCategory = async (slug: string) =>
  (await getCategories()).find((category) => category.slug === slug) ?? null

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getArticleList, getCategories, getCategory } from '@/data/insights'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

import { InsightsList } from './InsightsList'

const TITLE = 'Insights'
const INTRO =
  'Practical articles on selling online, marketing and engineering for South African businesses, from the people who build them.'

/** The feed every insights page announces to feed readers. */
export const INSIGHTS_FEED = { path: PATHS.insightsFeed, title: 'Insights' } as const

/** A page number from the URL: 2 or more (page 1 is the list's own address), else null. */
export function parseListPage(value: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(value)) return null
  const page = Number(value)
  return page >= 2 ? page : null
}

/** Page numbers 2..n of a list, for generateStaticParams. */
export async function listPageParams(categoryId?: string): Promise<{ page: string }[]> {
  const { totalPages } = await getArticleList(1, categoryId)
  return Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) => ({
    page: String(index + 2),
  }))
}

async function findCategory(slug: string | undefined) {
  if (!slug) return { category: undefined, found: true }
  const category = await getCategory(slug)
  return { category: category ?? undefined, found: Boolean(category) }
}

export async function insightsListMetadata(page: number, categorySlug?: string): Promise<Metadata> {
  const { category, found } = await findCategory(categorySlug)
  if (!found) return { title: 'Category not found', robots: { index: false } }
  const name = category ? `${category.title} insights` : TITLE
  return pageMetadata({
    title: page > 1 ? `${name}, page ${page}` : name,
    description: category?.description ?? INTRO,
    path: category ? PATHS.insightsCategory(category.slug, page) : PATHS.insightsPage(page),
    feed: INSIGHTS_FEED,
  })
}

/** One page of all articles, or of one category's; a page past the last is not found. */
export async function InsightsListPage({
  page,
  categorySlug,
}: {
  page: number
  categorySlug?: string
}) {
  const [{ category, found }, categories] = await Promise.all([
    findCategory(categorySlug),
    getCategories(),
  ])
  if (!found) notFound()
  const list = await getArticleList(page, category?.id)
  if (page > list.totalPages) notFound()
  return (
    <InsightsList
      title={category ? category.title : TITLE}
      intro={category?.description ?? INTRO}
      list={list}
      categories={categories}
      current={category}
    />
  )
}

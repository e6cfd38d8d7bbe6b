import { notFound } from 'next/navigation'

import {
  InsightsListPage,
  insightsListMetadata,
  listPageParams,
  parseListPage,
} from '@/components/insights/InsightsListPage'
import { getCategories } from '@/data/insights'

type Props = { params: Promise<{ category: string; page: string }> }

export async function generateStaticParams() {
  const categories = await getCategories()
  const params = await Promise.all(
    categories.map(async (category) =>
      (await listPageParams(category.id)).map(({ page }) => ({ category: category.slug, page })),
    ),
  )
  return params.flat()
}

export async function generateMetadata({ params }: Props) {
  const { category, page } = await params
  const number = parseListPage(page)
  return number ? insightsListMetadata(number, category) : { robots: { index: false } }
}

export default async function InsightsCategoryListPage({ params }: Props) {
  const { category, page } = await params
  const number = parseListPage(page)
  if (!number) notFound()
  return <InsightsListPage page={number} categorySlug={category} />
}

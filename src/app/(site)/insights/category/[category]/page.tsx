import { InsightsListPage, insightsListMetadata } from '@/components/insights/InsightsListPage'
import { getCategories } from '@/data/insights'

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams() {
  return (await getCategories()).map((category) => ({ category: category.slug }))
}

export async function generateMetadata({ params }: Props) {
  return insightsListMetadata(1, (await params).category)
}

export default async function InsightsCategoryPage({ params }: Props) {
  return <InsightsListPage page={1} categorySlug={(await params).category} />
}

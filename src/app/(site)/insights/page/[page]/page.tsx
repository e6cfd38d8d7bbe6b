import { notFound } from 'next/navigation'

import {
  InsightsListPage,
  insightsListMetadata,
  listPageParams,
  parseListPage,
} from '@/components/insights/InsightsListPage'

type Props = { params: Promise<{ page: string }> }

export const generateStaticParams = () => listPageParams()

export async function generateMetadata({ params }: Props) {
  const page = parseListPage((await params).page)
  return page ? insightsListMetadata(page) : { robots: { index: false } }
}

export default async function InsightsListPageRoute({ params }: Props) {
  const page = parseListPage((await params).page)
  if (!page) notFound()
  return <InsightsListPage page={page} />
}

import { InsightsListPage, insightsListMetadata } from '@/components/insights/InsightsListPage'

export const generateMetadata = () => insightsListMetadata(1)

export default function InsightsPage() {
  return <InsightsListPage page={1} />
}

import { useId, type RefObject } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card'
import { Tabs } from '@/components/ui/Tabs'
import {
  SAMPLE_CONTENT_INSIGHTS,
  SAMPLE_OPPORTUNITIES,
  SAMPLE_TECHNICAL_INSIGHTS,
  buildComparison,
  keywordGaps,
  type Insight,
} from '@/lib/competitorSample'

import { ComparisonTable, KeywordGapCard } from './CompetitorTables'

export function CompetitorResults({
  headingRef,
  ownUrl,
  competitors,
  onRestart,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  ownUrl: string
  competitors: string[]
  onRestart: () => void
}) {
  const sites = buildComparison(ownUrl, competitors)
  const gaps = keywordGaps(competitors.length)
  const noteId = useId()

  return (
    <section aria-labelledby="competitor-results-title" className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2
            id="competitor-results-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            Competitor Analysis Results
          </h2>
          <p className="text-sm text-slate-600">
            Your website compared with {competitors.length} competitor
            {competitors.length === 1 ? '' : 's'}. Sample figures for demonstration.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onRestart}>
            Start New Analysis
          </Button>
          <Button disabled aria-describedby={noteId}>
            Get Optimization Strategy
          </Button>
        </div>
      </div>
      <PreviewNote id={noteId}>
        Personalised optimisation strategies are coming soon. Contact us and we will prepare one for
        you.
      </PreviewNote>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Comparison</CardTitle>
        </CardHeader>
        <CardContent>
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Comparison table, scrolls sideways"
          >
            <ComparisonTable sites={sites} />
          </div>
        </CardContent>
      </Card>

      <Tabs
        label="Analysis details"
        tabs={[
          insightTab('opportunities', 'Opportunities', SAMPLE_OPPORTUNITIES),
          { id: 'keywords', label: 'Keywords', content: <KeywordGapCard gaps={gaps} /> },
          insightTab('content', 'Content', SAMPLE_CONTENT_INSIGHTS),
          insightTab('technical', 'Technical', SAMPLE_TECHNICAL_INSIGHTS),
        ]}
      />
    </section>
  )
}

const insightTab = (id: string, label: string, items: readonly Insight[]) => ({
  id,
  label,
  content: <InsightGrid items={items} />,
})

function InsightGrid({ items }: { items: readonly Insight[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h3" className="text-base">
                {item.title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-slate-700">{item.description}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}

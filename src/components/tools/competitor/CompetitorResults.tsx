import { useId, type RefObject } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Tabs } from '@/components/ui/Tabs'
import {
  SAMPLE_CONTENT_INSIGHTS,
  SAMPLE_OPPORTUNITIES,
  SAMPLE_TECHNICAL_INSIGHTS,
  buildComparison,
  keywordGaps,
  type Insight,
  type KeywordDifficulty,
  type SiteRecord,
} from '@/lib/competitorSample'
import { formatInteger } from '@/lib/formatRand'
import { competitorBadge, type CompetitorBadge } from '@/lib/scoreBand'

const BADGE_TONE: Record<CompetitorBadge, BadgeTone> = { top: 'green', middle: 'yellow', outline: 'outline' }
const DIFFICULTY_TONE: Record<KeywordDifficulty, BadgeTone> = { Low: 'green', Medium: 'yellow', High: 'red' }

function ScoreBadge({ score }: { score: number }) {
  return <Badge tone={BADGE_TONE[competitorBadge(score)]}>{score}</Badge>
}

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
          <h2 id="competitor-results-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            Competitor Analysis Results
          </h2>
          <p className="text-sm text-slate-600">
            Your website compared with {competitors.length} competitor{competitors.length === 1 ? '' : 's'}. Sample figures for demonstration.
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
      <PreviewNote id={noteId}>Personalised optimisation strategies are coming soon. Contact us and we will prepare one for you.</PreviewNote>

      <Card>
        <CardHeader>
          <CardTitle as="h3">Comparison</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Comparison table, scrolls sideways">
            <ComparisonTable sites={sites} />
          </div>
        </CardContent>
      </Card>

      <Tabs
        label="Analysis details"
        tabs={[
          { id: 'opportunities', label: 'Opportunities', content: <InsightGrid items={SAMPLE_OPPORTUNITIES} /> },
          {
            id: 'keywords',
            label: 'Keywords',
            content: (
              <Card>
                <CardHeader>
                  <CardTitle as="h3">Keyword Gaps</CardTitle>
                  <CardDescription>Keywords your competitors rank for and you do not.</CardDescription>
                </CardHeader>
                <CardContent className="overflow-x-auto">
                  <table className="w-full min-w-[32rem] text-left text-sm">
                    <thead className="border-b border-slate-200 text-slate-700">
                      <tr>
                        <th scope="col" className="py-2 pr-4 font-semibold">Keyword</th>
                        <th scope="col" className="py-2 pr-4 font-semibold">Difficulty</th>
                        <th scope="col" className="py-2 pr-4 font-semibold">Monthly Searches</th>
                        <th scope="col" className="py-2 font-semibold">Competitors Ranking</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {gaps.map((row) => (
                        <tr key={row.keyword}>
                          <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{row.keyword}</th>
                          <td className="py-2 pr-4"><Badge tone={DIFFICULTY_TONE[row.difficulty]}>{row.difficulty}</Badge></td>
                          <td className="py-2 pr-4 text-slate-700">{row.volume}</td>
                          <td className="py-2 text-slate-700">{row.competitors}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </CardContent>
              </Card>
            ),
          },
          { id: 'content', label: 'Content', content: <InsightGrid items={SAMPLE_CONTENT_INSIGHTS} /> },
          { id: 'technical', label: 'Technical', content: <InsightGrid items={SAMPLE_TECHNICAL_INSIGHTS} /> },
        ]}
      />
    </section>
  )
}

function ComparisonTable({ sites }: { sites: SiteRecord[] }) {
  return (
    <table className="w-full min-w-[44rem] text-left text-sm">
      <caption className="sr-only">Your website and your competitors compared</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">Website</th>
          <th scope="col" className="py-2 pr-4 font-semibold">Performance</th>
          <th scope="col" className="py-2 pr-4 font-semibold">SEO</th>
          <th scope="col" className="py-2 pr-4 font-semibold">Monthly Traffic</th>
          <th scope="col" className="py-2 pr-4 font-semibold">Keywords</th>
          <th scope="col" className="py-2 pr-4 font-semibold">Backlinks</th>
          <th scope="col" className="py-2 font-semibold">Social Followers</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sites.map((site) => (
          <tr key={`${site.isOwn ? 'own' : 'competitor'}-${site.url}`} className={site.isOwn ? 'bg-brand-50' : undefined}>
            <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
              <span className="block">{site.name}</span>
              {site.isOwn ? <span className="text-xs font-normal text-brand-700">Your website</span> : null}
            </th>
            <td className="py-3 pr-4"><ScoreBadge score={site.performance} /></td>
            <td className="py-3 pr-4"><ScoreBadge score={site.seo} /></td>
            <td className="py-3 pr-4 text-slate-700">{site.traffic}</td>
            <td className="py-3 pr-4 text-slate-700">{formatInteger(site.keywords)}</td>
            <td className="py-3 pr-4 text-slate-700">{formatInteger(site.backlinks)}</td>
            <td className="py-3 text-slate-700">{formatInteger(site.socialMedia)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function InsightGrid({ items }: { items: readonly Insight[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle as="h3" className="text-base">{item.title}</CardTitle>
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

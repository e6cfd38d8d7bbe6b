'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input, Label } from '@/components/ui/Field'
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
import { STATED_COMPETITOR_LIMIT, addCompetitor, canAddCompetitor, canStartAnalysis, removeCompetitor } from '@/lib/competitorList'
import { formatInteger } from '@/lib/formatRand'
import { competitorBadge, type CompetitorBadge } from '@/lib/scoreBand'

const BADGE_TONE: Record<CompetitorBadge, BadgeTone> = { top: 'green', middle: 'yellow', outline: 'outline' }
const DIFFICULTY_TONE: Record<KeywordDifficulty, BadgeTone> = { Low: 'green', Medium: 'yellow', High: 'red' }

export function CompetitorAnalysis() {
  const [view, setView] = useState<'setup' | 'results'>('setup')
  const [ownUrl, setOwnUrl] = useState('')
  const [competitorInput, setCompetitorInput] = useState('')
  const [competitors, setCompetitors] = useState<string[]>([])
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const setupHeading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    // Move focus with the view so keyboard and screen-reader users land on the new content.
    ;(view === 'results' ? resultsHeading : setupHeading).current?.focus()
  }, [view])

  const add = () => {
    setCompetitors((list) => addCompetitor(list, competitorInput))
    setCompetitorInput('')
  }

  return view === 'setup' ? (
    <SetupView
      headingRef={setupHeading}
      ownUrl={ownUrl}
      onOwnUrlChange={setOwnUrl}
      competitorInput={competitorInput}
      onCompetitorInputChange={setCompetitorInput}
      competitors={competitors}
      onAdd={add}
      onRemove={(url) => setCompetitors((list) => removeCompetitor(list, url))}
      onStart={() => setView('results')}
    />
  ) : (
    <ResultsView headingRef={resultsHeading} ownUrl={ownUrl} competitors={competitors} onRestart={() => setView('setup')} />
  )
}

type SetupViewProps = {
  headingRef: RefObject<HTMLHeadingElement | null>
  ownUrl: string
  onOwnUrlChange: (value: string) => void
  competitorInput: string
  onCompetitorInputChange: (value: string) => void
  competitors: string[]
  onAdd: () => void
  onRemove: (url: string) => void
  onStart: () => void
}

function SetupView(props: SetupViewProps) {
  const { headingRef, ownUrl, competitorInput, competitors } = props
  const id = useId()
  const canStart = canStartAnalysis(ownUrl, competitors)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (canAddCompetitor(competitorInput)) props.onAdd()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canStart) props.onStart()
  }

  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Analysis Setup
        </h2>
        <CardDescription>Compare your website with your competitors on performance, SEO, traffic and more.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Competitor analysis setup">
          <div>
            <Label htmlFor={`${id}-own`}>Your Website URL *</Label>
            <Input
              id={`${id}-own`}
              type="url"
              inputMode="url"
              placeholder="https://www.your-site.co.za"
              value={ownUrl}
              onChange={(e) => props.onOwnUrlChange(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-competitor`}>Competitor URLs *</Label>
            <p id={`${id}-limit`} className="mb-2 text-sm text-slate-600">
              Add up to {STATED_COMPETITOR_LIMIT} competitors. Press Enter or Add after each address.
            </p>
            <div className="flex gap-2">
              <Input
                id={`${id}-competitor`}
                type="url"
                inputMode="url"
                placeholder="https://www.competitor.co.za"
                aria-describedby={`${id}-limit`}
                value={competitorInput}
                onChange={(e) => props.onCompetitorInputChange(e.target.value)}
                onKeyDown={onKeyDown}
              />
              <Button variant="secondary" onClick={props.onAdd} disabled={!canAddCompetitor(competitorInput)}>
                Add
              </Button>
            </div>
            {competitors.length > 0 ? (
              <ul aria-label="Competitors" className="mt-3 space-y-2">
                {competitors.map((url) => (
                  <li key={url} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                    <span className="break-all text-sm text-slate-800">{url}</span>
                    <Button variant="ghost" size="sm" onClick={() => props.onRemove(url)} aria-label={`Remove ${url}`}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">No competitors added yet.</p>
            )}
          </div>
          <div>
            <Button type="submit" size="lg" className="w-full" disabled={!canStart} aria-describedby={canStart ? undefined : `${id}-start-hint`}>
              Start Analysis
            </Button>
            {canStart ? null : (
              <p id={`${id}-start-hint`} className="mt-2 text-sm text-slate-600">
                Enter your website and add at least one competitor to start.
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function ScoreBadge({ score }: { score: number }) {
  return <Badge tone={BADGE_TONE[competitorBadge(score)]}>{score}</Badge>
}

function ResultsView({
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

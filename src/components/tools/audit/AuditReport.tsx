import type { RefObject } from 'react'

import { SCORE_BAR, SCORE_TEXT } from '@/components/tools/shared/scoreTone'
import { Badge } from '@/components/ui/Badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card'
import { AlertIcon, ClockIcon } from '@/components/ui/icons'
import { AUDIT_CATEGORIES, AUDIT_METRICS, type AuditResult } from '@/lib/auditSample'
import { scoreBand } from '@/lib/scoreBand'
import { cn } from '@/utilities/cn'

function ScoreValue({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score)
  return <span className={cn('font-bold', SCORE_TEXT[band.tone], className)}>{score}</span>
}

function BandBadge({ score }: { score: number }) {
  const band = scoreBand(score)
  return <Badge tone={band.tone}>{band.label}</Badge>
}

function ScoreBar({ score, label }: { score: number; label: string }) {
  const band = scoreBand(score)
  return (
    <div
      role="meter"
      aria-label={`${label} score`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} out of 100, ${band.label}`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn('h-full rounded-full', SCORE_BAR[band.tone])}
        style={{ width: `${score}%` }}
      />
    </div>
  )
}

export function AuditReport({
  url,
  result,
  headingRef,
}: {
  url: string
  result: AuditResult
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <section aria-labelledby="audit-results-title" className="space-y-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 py-8 sm:flex-row sm:justify-between">
          <div className="text-center sm:text-left">
            <h2
              id="audit-results-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900 focus:outline-none"
            >
              Audit Results
            </h2>
            <p className="mt-1 break-all text-sm text-slate-600">{url}</p>
          </div>
          <div className="text-center" data-testid="overall-score">
            <p className="text-sm font-medium text-slate-700">Overall Score</p>
            <p className="text-5xl">
              <ScoreValue score={result.overallScore} />
              <span className="text-xl font-medium text-slate-600">/100</span>
            </p>
            <BandBadge score={result.overallScore} />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h3">Performance</CardTitle>
            <div className="flex items-center gap-3" data-testid="category-performance">
              <ScoreValue score={result.performance.score} className="text-2xl" />
              <BandBadge score={result.performance.score} />
            </div>
          </div>
          <ScoreBar score={result.performance.score} label="Performance" />
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <ClockIcon className="size-4" /> Core Metrics
            </h4>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {AUDIT_METRICS.map((metric) => (
                <div key={metric.key} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-xs text-slate-600">{metric.label}</dt>
                  <dd className="text-lg font-semibold text-slate-900">
                    {result.performance.metrics[metric.key]}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <IssueList title="Performance Issues" issues={result.performance.issues} />
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        {AUDIT_CATEGORIES.filter((category) => category.key !== 'performance').map((category) => {
          const data = result[category.key]
          return (
            <Card key={category.key}>
              <CardHeader>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle as="h3">{category.label}</CardTitle>
                  <div className="flex items-center gap-3" data-testid={`category-${category.key}`}>
                    <ScoreValue score={data.score} className="text-2xl" />
                    <BandBadge score={data.score} />
                  </div>
                </div>
                <ScoreBar score={data.score} label={category.label} />
              </CardHeader>
              <CardContent>
                <IssueList title={`${category.label} Issues`} issues={data.issues} />
              </CardContent>
            </Card>
          )
        })}
      </div>
    </section>
  )
}

function IssueList({ title, issues }: { title: string; issues: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {issues.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {issues.map((issue) => (
            <li key={issue} className="flex gap-2 text-sm text-slate-700">
              <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
              {issue}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No issues found.</p>
      )}
    </div>
  )
}

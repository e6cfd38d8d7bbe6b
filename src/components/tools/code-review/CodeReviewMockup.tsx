import { TickList } from '@/components/site/CheckList'
import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Badge } from '@/components/ui/Badge'
import { Card, CardContent, CardDescription, CardHeader, TitledCard } from '@/components/ui/Card'
import { AlertIcon } from '@/components/ui/icons'
import { cn } from '@/utilities/cn'

import { CodeUploadCard } from './CodeUploadCard'

const WHAT_WE_ANALYZE = [
  {
    title: 'Security Vulnerabilities',
    text: 'Injection risks, exposed secrets, unsafe dependencies and weak authentication.',
  },
  {
    title: 'Performance',
    text: 'Slow queries, unnecessary re-renders, memory leaks and heavy bundles.',
  },
  {
    title: 'Code Quality',
    text: 'Duplication, complexity, naming and consistency with your conventions.',
  },
  {
    title: 'Maintainability',
    text: 'Structure, test coverage and documentation that make change safe.',
  },
  {
    title: 'Best Practices',
    text: 'Framework and language guidelines, accessibility and error handling.',
  },
  {
    title: 'Bugs and Edge Cases',
    text: 'Unhandled errors, race conditions and inputs your code does not expect.',
  },
]

/** The spec's sample report: B+ 85/100, 3 critical security issues, Performance Good, Maintainability Excellent. */
const SAMPLE_REPORT = {
  grade: 'B+',
  score: 85,
  criticalSecurityIssues: 3,
  performance: 'Good',
  maintainability: 'Excellent',
  findings: [
    {
      severity: 'Critical',
      text: 'SQL query built from user input in orders/search.php (line 42)',
    },
    { severity: 'Critical', text: 'API key committed in config/payments.js' },
    { severity: 'Critical', text: 'Password reset token does not expire' },
    {
      severity: 'Suggestion',
      text: 'Memoise the product list in ProductGrid.tsx to avoid re-rendering on every keystroke',
    },
  ],
} as const

/** The report's four headline figures, each tile in its own colour. */
const SCORE_TILES: readonly {
  label: string
  tone: string
  value: string | number
  valueClassName: string
  detail?: string
  detailClassName?: string
}[] = [
  {
    label: 'Overall Grade',
    tone: 'bg-brand-50',
    value: SAMPLE_REPORT.grade,
    valueClassName: 'text-4xl font-bold text-brand-700',
    detail: `${SAMPLE_REPORT.score}/100`,
    detailClassName: 'text-sm font-semibold text-slate-800',
  },
  {
    label: 'Security',
    tone: 'bg-red-50',
    value: SAMPLE_REPORT.criticalSecurityIssues,
    valueClassName: 'text-4xl font-bold text-red-700',
    detail: 'critical issues',
    detailClassName: 'text-sm font-semibold text-red-800',
  },
  {
    label: 'Performance',
    tone: 'bg-yellow-50',
    value: SAMPLE_REPORT.performance,
    valueClassName: 'mt-2 text-2xl font-bold text-yellow-800',
  },
  {
    label: 'Maintainability',
    tone: 'bg-green-50',
    value: SAMPLE_REPORT.maintainability,
    valueClassName: 'mt-2 text-2xl font-bold text-green-700',
  },
]

const NOTE_ID = 'code-review-note'

export function CodeReviewMockup() {
  return (
    <div className="space-y-10">
      <PreviewNote id={NOTE_ID}>
        The AI code review is a preview of an upcoming tool: uploads and repository analysis are not
        available yet. The report below is a sample.
      </PreviewNote>

      <div className="grid gap-8 lg:grid-cols-2">
        <CodeUploadCard noteId={NOTE_ID} />

        <TitledCard title="What We Analyze">
          <TickList items={WHAT_WE_ANALYZE} titleAs="p" />
        </TitledCard>
      </div>

      <section aria-labelledby="sample-report-title">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="sample-report-title" className="text-xl font-semibold text-slate-900">
                Sample Report
              </h2>
              <Badge tone="neutral">Example</Badge>
            </div>
            <CardDescription>
              What you receive after a review of a typical e-commerce codebase.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {SCORE_TILES.map((tile) => (
                <div key={tile.label} className={cn('rounded-xl p-4 text-center', tile.tone)}>
                  <dt className="text-sm text-slate-700">{tile.label}</dt>
                  <dd className={tile.valueClassName}>{tile.value}</dd>
                  {tile.detail ? <dd className={tile.detailClassName}>{tile.detail}</dd> : null}
                </div>
              ))}
            </dl>
            <div>
              <h3 className="font-semibold text-slate-900">Top Findings</h3>
              <ul className="mt-3 space-y-2">
                {SAMPLE_REPORT.findings.map((finding) => (
                  <li
                    key={finding.text}
                    className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800"
                  >
                    <AlertIcon
                      className={
                        finding.severity === 'Critical'
                          ? 'mt-0.5 size-4 shrink-0 text-red-700'
                          : 'mt-0.5 size-4 shrink-0 text-slate-600'
                      }
                    />
                    <span className="flex-1">{finding.text}</span>
                    <Badge tone={finding.severity === 'Critical' ? 'red' : 'neutral'}>
                      {finding.severity}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
      </section>
    </div>
  )
}

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { AlertIcon, CheckIcon } from '@/components/ui/icons'
import { Badge } from '@/components/ui/Badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'

import { CodeUploadCard } from './CodeUploadCard'

const WHAT_WE_ANALYZE = [
  {
    title: 'Security Vulnerabilities',
    description: 'Injection risks, exposed secrets, unsafe dependencies and weak authentication.',
  },
  {
    title: 'Performance',
    description: 'Slow queries, unnecessary re-renders, memory leaks and heavy bundles.',
  },
  {
    title: 'Code Quality',
    description: 'Duplication, complexity, naming and consistency with your conventions.',
  },
  {
    title: 'Maintainability',
    description: 'Structure, test coverage and documentation that make change safe.',
  },
  {
    title: 'Best Practices',
    description: 'Framework and language guidelines, accessibility and error handling.',
  },
  {
    title: 'Bugs and Edge Cases',
    description: 'Unhandled errors, race conditions and inputs your code does not expect.',
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

        <Card>
          <CardHeader>
            <CardTitle as="h2">What We Analyze</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-4">
              {WHAT_WE_ANALYZE.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
                  <div>
                    <p className="font-semibold text-slate-900">{item.title}</p>
                    <p className="text-sm text-slate-700">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
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
              <div className="rounded-xl bg-brand-50 p-4 text-center">
                <dt className="text-sm text-slate-700">Overall Grade</dt>
                <dd className="text-4xl font-bold text-brand-700">{SAMPLE_REPORT.grade}</dd>
                <dd className="text-sm font-semibold text-slate-800">{SAMPLE_REPORT.score}/100</dd>
              </div>
              <div className="rounded-xl bg-red-50 p-4 text-center">
                <dt className="text-sm text-slate-700">Security</dt>
                <dd className="text-4xl font-bold text-red-700">
                  {SAMPLE_REPORT.criticalSecurityIssues}
                </dd>
                <dd className="text-sm font-semibold text-red-800">critical issues</dd>
              </div>
              <div className="rounded-xl bg-yellow-50 p-4 text-center">
                <dt className="text-sm text-slate-700">Performance</dt>
                <dd className="mt-2 text-2xl font-bold text-yellow-800">
                  {SAMPLE_REPORT.performance}
                </dd>
              </div>
              <div className="rounded-xl bg-green-50 p-4 text-center">
                <dt className="text-sm text-slate-700">Maintainability</dt>
                <dd className="mt-2 text-2xl font-bold text-green-700">
                  {SAMPLE_REPORT.maintainability}
                </dd>
              </div>
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

'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'

import { SCORE_BAR, SCORE_TEXT } from '@/components/tools/shared/scoreTone'
import { AlertIcon, ClockIcon } from '@/components/tools/shared/icons'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input, Label } from '@/components/ui/Field'
import { Spinner } from '@/components/ui/Spinner'
import {
  AUDIT_CATEGORIES,
  AUDIT_DURATION_MS,
  AUDIT_METRICS,
  SAMPLE_AUDIT_RESULT,
  type AuditResult,
} from '@/lib/auditSample'
import { scoreBand } from '@/lib/scoreBand'
import { cn } from '@/utilities/cn'

type AuditState = { status: 'idle' } | { status: 'analyzing'; url: string } | { status: 'done'; url: string; result: AuditResult }

const ANALYSIS_STEPS = ['Measuring page speed', 'Checking SEO', 'Testing accessibility', 'Scanning security headers', 'Testing on mobile']

/**
 * A simulated audit (spec §4 'Audit'): nothing is requested from the entered site. The form
 * skips the browser's URL check because the spec only requires a non-empty address.
 */
export function AuditTool() {
  const [url, setUrl] = useState('')
  const [state, setState] = useState<AuditState>({ status: 'idle' })
  const timer = useRef<number | undefined>(undefined)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const inputId = useId()
  const hintId = useId()

  const running = state.status === 'analyzing'
  const canStart = url.trim() !== '' && !running

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (state.status === 'done') resultHeading.current?.focus()
  }, [state.status])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canStart) return
    const target = url.trim()
    setState({ status: 'analyzing', url: target })
    timer.current = window.setTimeout(() => setState({ status: 'done', url: target, result: SAMPLE_AUDIT_RESULT }), AUDIT_DURATION_MS)
  }

  return (
    <div className="space-y-8">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <CardTitle as="h2">Website Address</CardTitle>
          <CardDescription>Enter the address of the site you want to check.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Start a performance audit">
            <div className="flex-1">
              <Label htmlFor={inputId}>Website URL</Label>
              <Input
                id={inputId}
                type="url"
                name="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://www.example.co.za"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-describedby={hintId}
              />
            </div>
            <Button type="submit" size="md" disabled={!canStart} className="sm:w-40">
              {running ? 'Analyzing...' : 'Start Audit'}
            </Button>
          </form>
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            This is a demonstration: it shows a sample report and does not contact the site.
          </p>
        </CardContent>
      </Card>

      {state.status === 'analyzing' ? (
        <Card className="mx-auto max-w-3xl">
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <Spinner className="scale-150" label="Analyzing" />
            <p role="status" className="text-lg font-semibold text-slate-900">
              Analyzing {state.url}...
            </p>
            <ul className="grid gap-1 text-sm text-slate-600">
              {ANALYSIS_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <AnalysisProgress />
          </CardContent>
        </Card>
      ) : null}

      {state.status === 'done' ? <AuditReport url={state.url} result={state.result} headingRef={resultHeading} /> : null}
    </div>
  )
}

/** Fills over the simulated analysis time; decorative, the status text is what is announced. */
function AnalysisProgress() {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setStarted(true))
    return () => window.cancelAnimationFrame(frame)
  }, [])
  return (
    <div className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] ease-linear motion-reduce:transition-none"
        style={{ width: started ? '100%' : '0%', transitionDuration: `${AUDIT_DURATION_MS}ms` }}
      />
    </div>
  )
}

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
      <div className={cn('h-full rounded-full', SCORE_BAR[band.tone])} style={{ width: `${score}%` }} />
    </div>
  )
}

function AuditReport({ url, result, headingRef }: { url: string; result: AuditResult; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="audit-results-title" className="space-y-6">
      <Card>
        <CardContent className="flex flex-col items-center gap-6 py-8 sm:flex-row sm:justify-between">
          <div className="text-center sm:text-left">
            <h2 id="audit-results-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
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
                  <dd className="text-lg font-semibold text-slate-900">{result.performance.metrics[metric.key]}</dd>
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

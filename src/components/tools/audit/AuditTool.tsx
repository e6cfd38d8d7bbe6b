'use client'

import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'

import { Button } from '@/components/ui/Button'
import { Card, CardContent, TitledCard } from '@/components/ui/Card'
import { TextField } from '@/components/ui/FormField'
import { Spinner } from '@/components/ui/Spinner'
import { AUDIT_DURATION_MS, SAMPLE_AUDIT_RESULT, type AuditResult } from '@/lib/auditSample'

import { AuditReport } from './AuditReport'

type AuditState =
  | { status: 'idle' }
  | { status: 'analyzing'; url: string }
  | { status: 'done'; url: string; result: AuditResult }

const ANALYSIS_STEPS = [
  'Measuring page speed',
  'Checking SEO',
  'Testing accessibility',
  'Scanning security headers',
  'Testing on mobile',
]

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

  const running = state.status === 'analyzing'
  const canStart = url.trim() !== '' && !running

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (state.status === 'done') resultHeading.current?.focus()
  }, [state.status])

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canStart) return
    const target = url.trim()
    setState({ status: 'analyzing', url: target })
    timer.current = window.setTimeout(
      () => setState({ status: 'done', url: target, result: SAMPLE_AUDIT_RESULT }),
      AUDIT_DURATION_MS,
    )
  }

  return (
    <div className="space-y-8">
      <TitledCard
        title="Website Address"
        description="Enter the address of the site you want to check."
        className="mx-auto max-w-3xl"
      >
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Start a performance audit"
        >
          <TextField
            id={inputId}
            fieldClassName="flex-1"
            label="Website URL"
            hint="This is a demonstration: it shows a sample report and does not contact the site."
            hintFirst
            type="url"
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.co.za"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button type="submit" size="md" disabled={!canStart} className="sm:w-40">
            {running ? 'Analyzing...' : 'Start Audit'}
          </Button>
        </form>
      </TitledCard>

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

      {state.status === 'done' ? (
        <AuditReport url={state.url} result={state.result} headingRef={resultHeading} />
      ) : null}
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
    <div
      className="h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      aria-hidden="true"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] ease-linear motion-reduce:transition-none"
        style={{ width: started ? '100%' : '0%', transitionDuration: `${AUDIT_DURATION_MS}ms` }}
      />
    </div>
  )
}

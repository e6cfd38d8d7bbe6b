'use client'

import { useId, useState, type FormEvent } from 'react'

import { SparkIcon } from '@/components/tools/shared/icons'
import { Button, ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Label, Select, Textarea } from '@/components/ui/Field'
import { estimate, type ComplexityLevel, type Estimate, type EstimatorOption, type ProjectType } from '@/lib/estimate'
import { popularProjectTypes } from '@/lib/estimatorSettings'
import { formatRand } from '@/lib/formatRand'
import { PATHS } from '@/utilities/paths'

export interface EstimatorToolProps {
  readonly projectTypes: readonly ProjectType[]
  readonly complexityLevels: readonly ComplexityLevel[]
  readonly timelineOptions: readonly EstimatorOption[]
  readonly budgetOptions: readonly EstimatorOption[]
}

const HOW_IT_WORKS = [
  'Choose the kind of project you have in mind.',
  'Pick the complexity that matches your requirements.',
  'Get an instant price range and timeline, worked out in your browser.',
  'Send us your details for a detailed, fixed quote.',
]

export function EstimatorTool({ projectTypes, complexityLevels, timelineOptions, budgetOptions }: EstimatorToolProps) {
  const [projectType, setProjectType] = useState('')
  const [complexity, setComplexity] = useState('')
  const [result, setResult] = useState<Estimate | null>(null)
  const ids = { type: useId(), complexity: useId(), timeline: useId(), budget: useId(), description: useId(), hint: useId() }

  const ready = projectType !== '' && complexity !== ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!ready) return
    setResult(estimate({ projectTypes, complexityLevels }, projectType, complexity))
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Project Details</CardTitle>
          <CardDescription>Tell us about your project. Only the project type and complexity affect the estimate.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-5" aria-label="Project estimate">
            <div>
              <Label htmlFor={ids.type}>Project Type *</Label>
              <Select id={ids.type} name="projectType" required value={projectType} onChange={(e) => setProjectType(e.target.value)}>
                <option value="">Select project type</option>
                {projectTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor={ids.complexity}>Complexity Level *</Label>
              <Select id={ids.complexity} name="complexity" required value={complexity} onChange={(e) => setComplexity(e.target.value)}>
                <option value="">Select complexity</option>
                {complexityLevels.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              </Select>
            </div>
            {timelineOptions.length > 0 ? (
              <div>
                <Label htmlFor={ids.timeline}>Preferred Timeline</Label>
                <Select id={ids.timeline} name="timeline" defaultValue="">
                  <option value="">Select timeline</option>
                  {timelineOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {budgetOptions.length > 0 ? (
              <div>
                <Label htmlFor={ids.budget}>Budget Range</Label>
                <Select id={ids.budget} name="budget" defaultValue="">
                  <option value="">Select budget</option>
                  {budgetOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            <div>
              <Label htmlFor={ids.description}>Project Description</Label>
              <Textarea
                id={ids.description}
                name="description"
                rows={4}
                maxLength={2000}
                placeholder="Describe your goals, must-have features and any systems it should work with."
              />
            </div>
            <div>
              <Button type="submit" size="lg" className="w-full" disabled={!ready} aria-describedby={ready ? undefined : ids.hint}>
                <SparkIcon />
                Generate Estimate
              </Button>
              {ready ? null : (
                <p id={ids.hint} className="mt-2 text-sm text-slate-600">
                  Choose a project type and a complexity level to get an estimate.
                </p>
              )}
            </div>
          </form>
        </CardContent>
      </Card>

      <div className="space-y-6">
        <p role="status" className="sr-only">
          {result ? `Estimate ready: ${formatRand(result.price)}, ${result.weeksMin}-${result.weeksMax} weeks.` : ''}
        </p>
        {result ? (
          <EstimateResult result={result} />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle as="h2">How It Works</CardTitle>
              </CardHeader>
              <CardContent>
                <ol className="space-y-3">
                  {HOW_IT_WORKS.map((step, index) => (
                    <li key={step} className="flex gap-3 text-sm text-slate-700">
                      <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
                        {index + 1}
                      </span>
                      <span className="pt-1">{step}</span>
                    </li>
                  ))}
                </ol>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Popular Project Types</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-slate-200">
                  {popularProjectTypes(projectTypes).map((type) => (
                    <li key={type.value} className="flex items-center justify-between gap-4 py-3 text-sm">
                      <span className="font-medium text-slate-900">{type.label}</span>
                      <span className="font-semibold text-brand-700">{type.price}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </div>
  )
}

function EstimateResult({ result }: { result: Estimate }) {
  return (
    <Card className="border-brand-100">
      <CardHeader>
        <CardTitle as="h2">Your Project Estimate</CardTitle>
        <CardDescription>
          {result.projectTypeLabel} · {result.complexityLabel} complexity
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-700">Estimated Investment</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-700" data-testid="estimate-price">
              {formatRand(result.price)}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-700">Estimated Timeline</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900" data-testid="estimate-timeline">
              {result.weeksMin}-{result.weeksMax} weeks
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Project Type</dt>
            <dd className="font-semibold text-slate-900">{result.projectTypeLabel}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Complexity</dt>
            <dd className="font-semibold text-slate-900">{result.complexityLabel}</dd>
          </div>
        </dl>
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          This is an initial estimate based on typical projects of this kind. The final price may vary once we understand your
          exact requirements.
        </p>
        <ButtonLink href={PATHS.contact} size="lg" className="w-full">
          Get a Detailed Quote
        </ButtonLink>
      </CardContent>
    </Card>
  )
}

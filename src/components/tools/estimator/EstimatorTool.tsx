'use client'

import { useId, useState, type SubmitEvent } from 'react'

import { SparkIcon } from '@/components/ui/icons'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { TextareaField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import {
  estimate,
  type ComplexityLevel,
  type Estimate,
  type EstimatorOption,
  type ProjectType,
} from '@/lib/estimate'
import { popularProjectTypes } from '@/lib/estimatorSettings'
import { formatRand } from '@/lib/formatRand'

import { EstimateResult } from './EstimateResult'

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

export function EstimatorTool({
  projectTypes,
  complexityLevels,
  timelineOptions,
  budgetOptions,
}: EstimatorToolProps) {
  const [projectType, setProjectType] = useState('')
  const [complexity, setComplexity] = useState('')
  const [result, setResult] = useState<Estimate | null>(null)
  const ids = {
    type: useId(),
    complexity: useId(),
    timeline: useId(),
    budget: useId(),
    description: useId(),
    hint: useId(),
  }

  const ready = projectType !== '' && complexity !== ''

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!ready) return
    setResult(estimate({ projectTypes, complexityLevels }, projectType, complexity))
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Project Details</CardTitle>
          <CardDescription>
            Tell us about your project. Only the project type and complexity affect the estimate.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-5" aria-label="Project estimate">
            <SelectField
              id={ids.type}
              label="Project Type *"
              name="projectType"
              required
              value={projectType}
              onChange={(e) => setProjectType(e.target.value)}
              options={projectTypes}
              placeholder="Select project type"
            />
            <SelectField
              id={ids.complexity}
              label="Complexity Level *"
              name="complexity"
              required
              value={complexity}
              onChange={(e) => setComplexity(e.target.value)}
              options={complexityLevels}
              placeholder="Select complexity"
            />
            {timelineOptions.length > 0 ? (
              <SelectField
                id={ids.timeline}
                label="Preferred Timeline"
                name="timeline"
                defaultValue=""
                options={timelineOptions}
                placeholder="Select timeline"
              />
            ) : null}
            {budgetOptions.length > 0 ? (
              <SelectField
                id={ids.budget}
                label="Budget Range"
                name="budget"
                defaultValue=""
                options={budgetOptions}
                placeholder="Select budget"
              />
            ) : null}
            <TextareaField
              id={ids.description}
              label="Project Description"
              name="description"
              rows={4}
              maxLength={2000}
              placeholder="Describe your goals, must-have features and any systems it should work with."
            />
            <div>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={!ready}
                aria-describedby={ready ? undefined : ids.hint}
              >
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
          {result
            ? `Estimate ready: ${formatRand(result.price)}, ${result.weeksMin}-${result.weeksMax} weeks.`
            : ''}
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
                      <span
                        aria-hidden="true"
                        className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
                      >
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
                    <li
                      key={type.value}
                      className="flex items-center justify-between gap-4 py-3 text-sm"
                    >
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

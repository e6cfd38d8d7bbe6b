'use client'

import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'

import { ToolFormCard } from '@/components/tools/shared/ToolFormCard'
import { TextareaField } from '@/components/ui/FormField'
import { SparkIcon } from '@/components/ui/icons'
import { SelectField, type FieldOption } from '@/components/ui/SelectField'
import {
  estimate,
  type ComplexityLevel,
  type Estimate,
  type EstimatorOption,
  type ProjectType,
} from '@/lib/estimate'
import { formatRand } from '@/lib/formatRand'

import { EstimateResult } from './EstimateResult'
import { EstimatorGuide } from './EstimatorGuide'

export interface EstimatorToolProps {
  readonly projectTypes: readonly ProjectType[]
  readonly complexityLevels: readonly ComplexityLevel[]
  readonly timelineOptions: readonly EstimatorOption[]
  readonly budgetOptions: readonly EstimatorOption[]
}

type EstimatorSelect = {
  name: string
  label: string
  options: readonly FieldOption[]
  placeholder: string
  /** Held in state: the choices the estimate is worked out from. */
  state?: [string, (value: string) => void]
}

export function EstimatorTool({
  projectTypes,
  complexityLevels,
  timelineOptions,
  budgetOptions,
}: EstimatorToolProps) {
  const [projectType, setProjectType] = useState('')
  const [complexity, setComplexity] = useState('')
  const [result, setResult] = useState<Estimate | null>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const id = useId()

  // On a phone the result is below the form: each new estimate takes the focus, and so the view,
  // as the other tools' results do.
  useEffect(() => {
    if (result) resultHeading.current?.focus()
  }, [result])

  const ready = projectType !== '' && complexity !== ''

  // The two choices that price the project are required and held here; the optional ones only
  // help a later conversation and show when the CMS offers any.
  const selects: EstimatorSelect[] = [
    {
      name: 'projectType',
      label: 'Project Type *',
      options: projectTypes,
      placeholder: 'Select project type',
      state: [projectType, setProjectType],
    },
    {
      name: 'complexity',
      label: 'Complexity Level *',
      options: complexityLevels,
      placeholder: 'Select complexity',
      state: [complexity, setComplexity],
    },
    {
      name: 'timeline',
      label: 'Preferred Timeline',
      options: timelineOptions,
      placeholder: 'Select timeline',
    },
    { name: 'budget', label: 'Budget Range', options: budgetOptions, placeholder: 'Select budget' },
  ]

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!ready) return
    setResult(estimate({ projectTypes, complexityLevels }, projectType, complexity))
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ToolFormCard
        title="Project Details"
        description="Tell us about your project. Only the project type and complexity affect the estimate."
        label="Project estimate"
        onSubmit={onSubmit}
        ready={ready}
        hintId={`${id}-hint`}
        hint="Choose a project type and a complexity level to get an estimate."
        submit={
          <>
            <SparkIcon />
            Generate Estimate
          </>
        }
      >
        {selects.map(({ state, ...select }) => {
          const field = { ...select, id: `${id}-${select.name}` }
          if (state)
            return (
              <SelectField
                key={select.name}
                {...field}
                required
                value={state[0]}
                onChange={(e) => state[1](e.target.value)}
              />
            )
          return select.options.length > 0 ? (
            <SelectField key={select.name} {...field} defaultValue="" />
          ) : null
        })}
        <TextareaField
          id={`${id}-description`}
          label="Project Description"
          name="description"
          rows={4}
          maxLength={2000}
          placeholder="Describe your goals, must-have features and any systems it should work with."
        />
      </ToolFormCard>

      <div className="space-y-6">
        <p role="status" className="sr-only">
          {result
            ? `Estimate ready: ${formatRand(result.price)}, ${result.weeksMin}-${result.weeksMax} weeks.`
            : ''}
        </p>
        {result ? (
          <EstimateResult result={result} headingRef={resultHeading} />
        ) : (
          <EstimatorGuide projectTypes={projectTypes} />
        )}
      </div>
    </div>
  )
}

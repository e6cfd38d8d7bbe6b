'use client'

import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react'

import { ToolFormCard } from '@/components/tools/shared/ToolFormCard'
import { ChoiceGroup } from '@/components/ui/ChoiceFields'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { FileIcon } from '@/components/ui/icons'
import { SelectField } from '@/components/ui/SelectField'
import {
  EMPTY_PROPOSAL_DRAFT,
  PROPOSAL_FEATURES,
  PROPOSAL_PROJECT_TYPES,
  PROPOSAL_TIMELINES,
  canGenerateProposal,
  summarizeProposal,
  type ProposalDraft,
  type ProposalSummary,
} from '@/lib/proposal'
import type { ProposalBrand } from '@/components/tools/proposal/proposalPdf'

import { ProposalPlaceholder, ProposalTips } from './ProposalAside'
import { ProposalPreview } from './ProposalPreview'

export function ProposalBuilder({ brand }: { brand: ProposalBrand }) {
  const [draft, setDraft] = useState<ProposalDraft>(EMPTY_PROPOSAL_DRAFT)
  const [summary, setSummary] = useState<ProposalSummary | null>(null)
  const [changedSinceGenerated, setChangedSinceGenerated] = useState(false)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const generateHint = `${id}-generate-hint`

  const ready = canGenerateProposal(draft)

  const update = <K extends keyof ProposalDraft>(key: K, value: ProposalDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    if (summary) setChangedSinceGenerated(true)
  }

  const toggleFeature = (feature: string, checked: boolean) =>
    update(
      'features',
      checked ? [...draft.features, feature] : draft.features.filter((f) => f !== feature),
    )

  // A controlled text field for one draft key; the id keeps its short name.
  const text = (key: Exclude<keyof ProposalDraft, 'features'>, label: string, idName: string) => ({
    id: `${id}-${idName}`,
    label,
    name: key,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(key, event.target.value),
  })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!ready) return
    setSummary(summarizeProposal(draft))
    setChangedSinceGenerated(false)
  }

  useEffect(() => {
    if (summary) previewHeading.current?.focus()
  }, [summary])

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ToolFormCard
        title="Proposal Details"
        description="Fields marked * are required. Everything stays in your browser."
        label="Proposal details"
        onSubmit={onSubmit}
        ready={ready}
        hintId={generateHint}
        hint="Enter the client name and project title to generate the proposal."
        submit={
          <>
            <FileIcon />
            Generate Proposal
          </>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...text('clientName', 'Client Name *', 'client')}
            required
            maxLength={100}
            autoComplete="organization"
          />
          <TextField
            {...text('projectTitle', 'Project Title *', 'title')}
            required
            maxLength={120}
          />
        </div>
        <SelectField
          {...text('projectType', 'Project Type', 'type')}
          options={PROPOSAL_PROJECT_TYPES}
          placeholder="Select project type"
        />
        <TextareaField
          {...text('description', 'Project Description', 'description')}
          rows={4}
          maxLength={2000}
          placeholder="The goals of the project and what it should achieve for the client."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...text('timeline', 'Timeline', 'timeline')}
            options={PROPOSAL_TIMELINES}
            placeholder="Select timeline"
          />
          <TextField
            {...text('budget', 'Budget (R)', 'budget')}
            inputMode="numeric"
            maxLength={20}
            placeholder="e.g. 150000"
            hint={<>Amount in rand; leave empty to show &lsquo;To be quoted&rsquo;.</>}
          />
        </div>
        <ChoiceGroup
          legend="Features to Include"
          name="features"
          type="checkbox"
          options={PROPOSAL_FEATURES}
          checked={draft.features}
          onCheckedChange={toggleFeature}
        />
        <TextareaField
          {...text('terms', 'Terms & Conditions', 'terms')}
          rows={3}
          maxLength={2000}
          placeholder="Payment terms, validity and anything else the client should agree to. Leave empty for our standard terms."
        />
      </ToolFormCard>

      <div className="space-y-6">
        {summary ? (
          <ProposalPreview
            summary={summary}
            brand={brand}
            headingRef={previewHeading}
            stale={changedSinceGenerated}
          />
        ) : (
          <ProposalPlaceholder />
        )}
        <ProposalTips />
      </div>
    </div>
  )
}

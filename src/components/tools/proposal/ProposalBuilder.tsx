'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { CheckIcon, DownloadIcon, FileIcon } from '@/components/tools/shared/icons'
import { Button, ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input, Label, Select, Textarea } from '@/components/ui/Field'
import { useToast } from '@/components/ui/Toast'
import {
  EMPTY_PROPOSAL_DRAFT,
  PROPOSAL_FEATURES,
  PROPOSAL_PROJECT_TYPES,
  PROPOSAL_TIMELINES,
  canGenerateProposal,
  proposalFileName,
  summarizeProposal,
  type ProposalDraft,
  type ProposalSummary,
} from '@/lib/proposal'
import type { ProposalBrand } from '@/lib/proposalPdf'
import { PATHS } from '@/utilities/paths'

export function ProposalBuilder({ brand }: { brand: ProposalBrand }) {
  const [draft, setDraft] = useState<ProposalDraft>(EMPTY_PROPOSAL_DRAFT)
  const [summary, setSummary] = useState<ProposalSummary | null>(null)
  const [changedSinceGenerated, setChangedSinceGenerated] = useState(false)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const ids = {
    client: `${id}-client`,
    title: `${id}-title`,
    type: `${id}-type`,
    description: `${id}-description`,
    timeline: `${id}-timeline`,
    budget: `${id}-budget`,
    budgetHint: `${id}-budget-hint`,
    terms: `${id}-terms`,
    generateHint: `${id}-generate-hint`,
  }

  const ready = canGenerateProposal(draft)

  const update = <K extends keyof ProposalDraft>(key: K, value: ProposalDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    if (summary) setChangedSinceGenerated(true)
  }

  const toggleFeature = (feature: string, checked: boolean) =>
    update('features', checked ? [...draft.features, feature] : draft.features.filter((f) => f !== feature))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
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
      <Card>
        <CardHeader>
          <CardTitle as="h2">Proposal Details</CardTitle>
          <CardDescription>Fields marked * are required. Everything stays in your browser.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-5" aria-label="Proposal details">
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <Label htmlFor={ids.client}>Client Name *</Label>
                <Input
                  id={ids.client}
                  name="clientName"
                  required
                  maxLength={100}
                  autoComplete="organization"
                  value={draft.clientName}
                  onChange={(e) => update('clientName', e.target.value)}
                />
              </div>
              <div>
                <Label htmlFor={ids.title}>Project Title *</Label>
                <Input
                  id={ids.title}
                  name="projectTitle"
                  required
                  maxLength={120}
                  value={draft.projectTitle}
                  onChange={(e) => update('projectTitle', e.target.value)}
                />
              </div>
            </div>
            <div>
              <Label htmlFor={ids.type}>Project Type</Label>
              <Select id={ids.type} name="projectType" value={draft.projectType} onChange={(e) => update('projectType', e.target.value)}>
                <option value="">Select project type</option>
                {PROPOSAL_PROJECT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor={ids.description}>Project Description</Label>
              <Textarea
                id={ids.description}
                name="description"
                rows={4}
                maxLength={2000}
                placeholder="The goals of the project and what it should achieve for the client."
                value={draft.description}
                onChange={(e) => update('description', e.target.value)}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <Label htmlFor={ids.timeline}>Timeline</Label>
                <Select id={ids.timeline} name="timeline" value={draft.timeline} onChange={(e) => update('timeline', e.target.value)}>
                  <option value="">Select timeline</option>
                  {PROPOSAL_TIMELINES.map((timeline) => (
                    <option key={timeline} value={timeline}>
                      {timeline}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor={ids.budget}>Budget (R)</Label>
                <Input
                  id={ids.budget}
                  name="budget"
                  inputMode="numeric"
                  maxLength={20}
                  placeholder="e.g. 150000"
                  aria-describedby={ids.budgetHint}
                  value={draft.budget}
                  onChange={(e) => update('budget', e.target.value)}
                />
                <p id={ids.budgetHint} className="mt-1.5 text-xs text-slate-600">
                  Amount in rand; leave empty to show &lsquo;To be quoted&rsquo;.
                </p>
              </div>
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Features to Include</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PROPOSAL_FEATURES.map((feature) => (
                  <label key={feature} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      name="features"
                      value={feature}
                      checked={draft.features.includes(feature)}
                      onChange={(e) => toggleFeature(feature, e.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {feature}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <Label htmlFor={ids.terms}>Terms &amp; Conditions</Label>
              <Textarea
                id={ids.terms}
                name="terms"
                rows={3}
                maxLength={2000}
                placeholder="Payment terms, validity and anything else the client should agree to. Leave empty for our standard terms."
                value={draft.terms}
                onChange={(e) => update('terms', e.target.value)}
              />
            </div>
            <div>
              <Button type="submit" size="lg" className="w-full" disabled={!ready} aria-describedby={ready ? undefined : ids.generateHint}>
                <FileIcon />
                Generate Proposal
              </Button>
              {ready ? null : (
                <p id={ids.generateHint} className="mt-2 text-sm text-slate-600">
                  Enter the client name and project title to generate the proposal.
                </p>
              )}
            </div>
          </form>
        </CardContent>
      </Card>

      <div className="space-y-6">
        {summary ? (
          <ProposalPreview
            summary={summary}
            brand={brand}
            headingRef={previewHeading}
            stale={changedSinceGenerated}
          />
        ) : (
          <Card className="border-dashed">
            <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
              <FileIcon className="size-12 text-slate-400" />
              <h2 className="text-lg font-semibold text-slate-900">Your proposal preview will appear here</h2>
              <p className="max-w-sm text-sm text-slate-600">
                Fill in the client name and project title, choose the features, then press Generate Proposal.
              </p>
            </CardContent>
          </Card>
        )}

        <Card>
          <CardHeader>
            <CardTitle as="h2">Tips for a Winning Proposal</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm text-slate-700">
              {[
                'Describe the outcome for the client, not only the work.',
                'Include only the features you have agreed on.',
                'State the timeline and investment clearly.',
                'Keep the terms short and easy to accept.',
              ].map((tip) => (
                <li key={tip} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
                  {tip}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card className="bg-slate-50">
          <CardHeader>
            <CardTitle as="h2">Need a Proposal for Your Own Project?</CardTitle>
            <CardDescription>Our team prepares detailed proposals with a fixed price and project plan, free of charge.</CardDescription>
          </CardHeader>
          <CardContent>
            <ButtonLink href={PATHS.contact} variant="outline">
              Talk to Our Team
            </ButtonLink>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}

function ProposalPreview({
  summary,
  brand,
  headingRef,
  stale,
}: {
  summary: ProposalSummary
  brand: ProposalBrand
  headingRef: RefObject<HTMLHeadingElement | null>
  stale: boolean
}) {
  const { toast } = useToast()
  const [downloading, setDownloading] = useState(false)
  const noteId = useId()

  const download = async () => {
    setDownloading(true)
    try {
      // Loaded on demand: the PDF engine is large and most visitors never press the button.
      const { downloadProposalPdf } = await import('@/lib/proposalPdf')
      await downloadProposalPdf(summary, brand, proposalFileName(summary))
    } catch (err) {
      console.error(err)
      toast({ title: 'Download Failed', description: 'We could not create the PDF. Please try again.', variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Card aria-labelledby={`${noteId}-title`} role="region">
      <CardHeader className="border-b border-slate-200">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Project Proposal</p>
        <h2 id={`${noteId}-title`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {summary.title}
        </h2>
        <p className="text-sm text-slate-700">
          Prepared for <span className="font-semibold text-slate-900">{summary.preparedFor}</span> · {summary.preparedOn}
        </p>
      </CardHeader>
      <CardContent className="space-y-5 pt-5">
        {stale ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            You have changed the details. Press Generate Proposal again to update the preview and the PDF.
          </p>
        ) : null}
        <section>
          <h3 className="font-semibold text-slate-900">Project Overview</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{summary.overview}</p>
        </section>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">Project Type</dt>
            <dd className="font-semibold text-slate-900">{summary.projectType ?? 'To be confirmed'}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">Timeline</dt>
            <dd className="font-semibold text-slate-900">{summary.timeline}</dd>
          </div>
          <div className="rounded-xl bg-brand-50 p-3">
            <dt className="text-xs text-slate-700">Investment</dt>
            <dd className="font-semibold text-brand-700">{summary.investment}</dd>
          </div>
        </dl>
        <section>
          <h3 className="font-semibold text-slate-900">Included Features</h3>
          {summary.features.length > 0 ? (
            <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
              {summary.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2 text-sm text-slate-700">
                  <CheckIcon className="size-4 shrink-0 text-green-700" />
                  {feature}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">The feature list will be agreed during discovery.</p>
          )}
        </section>
        <section>
          <h3 className="font-semibold text-slate-900">Terms</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{summary.terms}</p>
        </section>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:flex-wrap">
          <Button onClick={download} disabled={downloading} aria-busy={downloading}>
            <DownloadIcon />
            {downloading ? 'Preparing PDF...' : 'Download Proposal'}
          </Button>
          <Button variant="outline" disabled aria-describedby={`${noteId}-soon`}>
            Email to Client
          </Button>
          <Button variant="outline" disabled aria-describedby={`${noteId}-soon`}>
            Share Link
          </Button>
        </div>
        <PreviewNote id={`${noteId}-soon`}>
          Emailing and share links are coming soon. For now, download the PDF and send it to your client yourself.
        </PreviewNote>
      </CardContent>
    </Card>
  )
}

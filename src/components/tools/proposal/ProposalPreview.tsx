'use client'

import { useId, useState, type RefObject } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardHeader } from '@/components/ui/Card'
import { CheckIcon, DownloadIcon } from '@/components/ui/icons'
import { useToast } from '@/components/ui/Toast'
import { proposalFileName, type ProposalSummary } from '@/lib/proposal'
import type { ProposalBrand } from '@/components/tools/proposal/proposalPdf'

export function ProposalPreview({
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
      const { downloadProposalPdf } = await import('@/components/tools/proposal/proposalPdf')
      await downloadProposalPdf(summary, brand, proposalFileName(summary))
    } catch (err) {
      console.error(err)
      toast({
        title: 'Download Failed',
        description: 'We could not create the PDF. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Card aria-labelledby={`${noteId}-title`} role="region">
      <CardHeader className="border-b border-slate-200">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          Project Proposal
        </p>
        <h2
          id={`${noteId}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {summary.title}
        </h2>
        <p className="text-sm text-slate-700">
          Prepared for <span className="font-semibold text-slate-900">{summary.preparedFor}</span> ·{' '}
          {summary.preparedOn}
        </p>
      </CardHeader>
      <CardContent className="space-y-5 pt-5">
        {stale ? (
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            You have changed the details. Press Generate Proposal again to update the preview and
            the PDF.
          </p>
        ) : null}
        <section>
          <h3 className="font-semibold text-slate-900">Project Overview</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{summary.overview}</p>
        </section>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">Project Type</dt>
            <dd className="font-semibold text-slate-900">
              {summary.projectType ?? 'To be confirmed'}
            </dd>
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
            <p className="mt-1 text-sm text-slate-600">
              The feature list will be agreed during discovery.
            </p>
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
          Emailing and share links are coming soon. For now, download the PDF and send it to your
          client yourself.
        </PreviewNote>
      </CardContent>
    </Card>
  )
}

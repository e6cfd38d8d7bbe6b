'use client'

import { useId, type SubmitEvent, type KeyboardEvent, type RefObject } from 'react'

import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { Input } from '@/components/ui/Field'
import { FormField, TextField } from '@/components/ui/FormField'
import { STATED_COMPETITOR_LIMIT, canAddCompetitor, canStartAnalysis } from '@/lib/competitorList'

type SetupViewProps = {
  headingRef: RefObject<HTMLHeadingElement | null>
  ownUrl: string
  onOwnUrlChange: (value: string) => void
  competitorInput: string
  onCompetitorInputChange: (value: string) => void
  competitors: string[]
  onAdd: () => void
  onRemove: (url: string) => void
  onStart: () => void
}

export function CompetitorSetup(props: SetupViewProps) {
  const { headingRef, ownUrl, competitorInput, competitors } = props
  const id = useId()
  const canStart = canStartAnalysis(ownUrl, competitors)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    if (canAddCompetitor(competitorInput)) props.onAdd()
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (canStart) props.onStart()
  }

  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Analysis Setup
        </h2>
        <CardDescription>
          Compare your website with your competitors on performance, SEO, traffic and more.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-6"
          aria-label="Competitor analysis setup"
        >
          <TextField
            id={`${id}-own`}
            label="Your Website URL *"
            type="url"
            inputMode="url"
            placeholder="https://www.your-site.co.za"
            value={ownUrl}
            onChange={(e) => props.onOwnUrlChange(e.target.value)}
          />
          <div>
            <FormField
              id={`${id}-competitor`}
              label="Competitor URLs *"
              hint={`Add up to ${STATED_COMPETITOR_LIMIT} competitors. Press Enter or Add after each address.`}
              hintFirst
            >
              {(aria) => (
                <div className="flex gap-2">
                  <Input
                    {...aria}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.competitor.co.za"
                    value={competitorInput}
                    onChange={(e) => props.onCompetitorInputChange(e.target.value)}
                    onKeyDown={onKeyDown}
                  />
                  <Button
                    variant="secondary"
                    onClick={props.onAdd}
                    disabled={!canAddCompetitor(competitorInput)}
                  >
                    Add
                  </Button>
                </div>
              )}
            </FormField>
            {competitors.length > 0 ? (
              <ul aria-label="Competitors" className="mt-3 space-y-2">
                {competitors.map((url) => (
                  <li
                    key={url}
                    className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
                  >
                    <span className="break-all text-sm text-slate-800">{url}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => props.onRemove(url)}
                      aria-label={`Remove ${url}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-600">No competitors added yet.</p>
            )}
          </div>
          <div>
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={!canStart}
              aria-describedby={canStart ? undefined : `${id}-start-hint`}
            >
              Start Analysis
            </Button>
            {canStart ? null : (
              <p id={`${id}-start-hint`} className="mt-2 text-sm text-slate-600">
                Enter your website and add at least one competitor to start.
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

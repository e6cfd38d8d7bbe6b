import type { ReactNode, SubmitEventHandler } from 'react'

import { Button } from '@/components/ui/Button'
import { TitledCard } from '@/components/ui/Card'

/**
 * A tool's form in its card. The submit button stays disabled, described by a line saying what
 * is missing, until the form is ready.
 */
export function ToolFormCard({
  title,
  description,
  label,
  onSubmit,
  ready,
  hintId,
  hint,
  submit,
  children,
}: {
  title: string
  description: string
  /** The form's accessible name. */
  label: string
  onSubmit: SubmitEventHandler<HTMLFormElement>
  ready: boolean
  hintId: string
  hint: string
  /** The submit button's content (icon and words). */
  submit: ReactNode
  children: ReactNode
}) {
  return (
    <TitledCard title={title} description={description}>
      <form onSubmit={onSubmit} className="space-y-5" aria-label={label}>
        {children}
        <div>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!ready}
            aria-describedby={ready ? undefined : hintId}
          >
            {submit}
          </Button>
          {ready ? null : (
            <p id={hintId} className="mt-2 text-sm text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </form>
    </TitledCard>
  )
}

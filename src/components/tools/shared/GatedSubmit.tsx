import type { ReactNode } from 'react'

import { Button } from '@/components/ui/Button'

/** A tool's submit button: disabled, and described by a line saying what is missing, until ready. */
export function GatedSubmit({
  ready,
  hintId,
  hint,
  children,
}: {
  ready: boolean
  hintId: string
  hint: string
  children: ReactNode
}) {
  return (
    <div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
      >
        {children}
      </Button>
      {ready ? null : (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}

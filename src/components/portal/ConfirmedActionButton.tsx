'use client'

import { useTransition } from 'react'

import { Button } from '@/components/ui/Button'
import type { ToastInput } from '@/components/ui/Toast'
import type { ActionResult } from '@/lib/actionResult'

import { usePortalAction } from './usePortalAction'

interface ConfirmedActionButtonProps<T> {
  /** The button's text, and while the action runs. */
  readonly label: string
  readonly pendingLabel: string
  /** Names the thing acted on, for screen readers ("Delete brief.pdf"). */
  readonly ariaLabel: string
  /** The question the browser asks first; Cancel does nothing. */
  readonly question: string
  readonly run: () => Promise<ActionResult<T>>
  readonly success: (data: T) => ToastInput
}

/** A destructive portal action: asks first, then runs and tells the client how it went. */
export function ConfirmedActionButton<T>({
  label,
  pendingLabel,
  ariaLabel,
  question,
  run,
  success,
}: ConfirmedActionButtonProps<T>) {
  const runAction = usePortalAction()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={pending}
      aria-label={ariaLabel}
      onClick={() => {
        if (!window.confirm(question)) return
        startTransition(async () => {
          await runAction(run, success)
        })
      }}
    >
      {pending ? pendingLabel : label}
    </Button>
  )
}

'use client'

import { useActionState } from 'react'

import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/FormField'
import type { ActionResult } from '@/lib/actionResult'

import { RecoveryCodes } from './RecoveryCodes'

type Result = { recoveryCodes: string[] } | null
type CodeAction = (
  previous: ActionResult<Result> | null,
  form: FormData,
) => Promise<ActionResult<Result>>

/** One code field and a button, for the verify and the enrolment page; recovery codes, once, replace the form. */
export function CodeForm({
  action,
  label,
  hint,
  submitLabel,
}: {
  action: CodeAction
  label: string
  hint: string
  submitLabel: string
}) {
  const [state, formAction, pending] = useActionState(action, null)
  if (state?.ok && state.data) return <RecoveryCodes codes={state.data.recoveryCodes} />
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <TextField
        id="second-factor-code"
        name="code"
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        inputMode="text"
        required
        error={state && !state.ok ? state.message : null}
      />
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}

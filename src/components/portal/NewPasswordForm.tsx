'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { changePasswordAction, resetPasswordAction } from '@/features/portal/actions/passwords'
import { ClientForm, SubmitButton } from '@/components/ui/ClientForm'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { FormProblem } from '@/components/ui/FormProblem'
import { showRefusal } from '@/components/ui/serverFieldErrors'
import { PATHS } from '@/utilities/paths'
import { PASSWORD_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import {
  changePasswordSchema,
  resetPasswordSchema,
  type ChangePasswordInput,
} from '@/validation/password'

type Mode = { kind: 'reset'; token: string; email?: string } | { kind: 'change'; email: string }
type Values = ChangePasswordInput & { token?: string }

/**
 * A new password, twice: from a reset link (then signed in here) or on the dashboard, where the
 * current password comes first. Either way every other session ends on the server.
 */
export function NewPasswordForm({ mode }: { mode: Mode }) {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const [isNavigating, startNavigation] = useTransition()
  const isReset = mode.kind === 'reset'
  const form = useForm<Values>({
    resolver: zodResolver(isReset ? resetPasswordSchema : changePasswordSchema) as never,
    mode: 'onTouched',
    defaultValues: isReset
      ? { token: mode.token, current: 'unused', password: '', confirm: '' }
      : { current: '', password: '', confirm: '' },
  })
  const { handleSubmit, formState, setError, reset } = form

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = isReset
        ? await resetPasswordAction({ token: mode.token, ...values })
        : await changePasswordAction(values)
      if (result.ok) {
        const done = isReset ? messages.PASSWORD_RESET_DONE : messages.PASSWORD_CHANGED
        toast({ title: done.title, description: done.description })
        reset()
        startNavigation(() => {
          if (isReset) router.push(PATHS.clientPortal)
          router.refresh()
        })
        return
      }
      setProblem(showRefusal(result, ['current', 'password', 'confirm'] as const, setError))
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  const busy = formState.isSubmitting || isNavigating
  const field = (name: 'current' | 'password' | 'confirm') =>
    bindField(form, id, name, { errorsOnly: true })
  return (
    <ClientForm onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
      {mode.email ? (
        <input type="hidden" name="username" autoComplete="username" value={mode.email} readOnly />
      ) : null}
      {isReset ? null : (
        <TextField
          {...field('current')}
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <TextField
        {...field('password')}
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_LIMITS.min} characters, not a common password.`}
        required
      />
      <TextField
        {...field('confirm')}
        label="Repeat New Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormProblem>{problem}</FormProblem>
      <SubmitButton className="w-full" busy={busy} busyLabel="Saving...">
        {isReset ? 'Save and sign in' : 'Change password'}
      </SubmitButton>
    </ClientForm>
  )
}

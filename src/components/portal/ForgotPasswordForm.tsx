'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { requestPasswordResetAction } from '@/features/portal/actions/passwords'
import { ClientForm, SubmitButton } from '@/components/ui/ClientForm'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/validation/password'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const id = useId()
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  })
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await requestPasswordResetAction(values)
      setAnswer(
        result.ok
          ? { ok: true, text: messages.PASSWORD_RESET_REQUESTED.description }
          : { ok: false, text: result.message },
      )
    } catch {
      setAnswer({ ok: false, text: messages.UNEXPECTED })
    }
  })
  const busy = form.formState.isSubmitting
  return (
    <ClientForm onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
      <TextField
        {...bindField(form, id, 'email', { errorsOnly: true })}
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        maxLength={FORM_LIMITS.email}
      />
      {answer ? (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={
            answer.ok
              ? 'rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900'
              : 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800'
          }
        >
          {answer.ok ? <strong>{messages.PASSWORD_RESET_REQUESTED.title}. </strong> : null}
          {answer.text}
        </p>
      ) : null}
      <SubmitButton className="w-full" busy={busy} busyLabel="Sending...">
        Email me a reset link
      </SubmitButton>
    </ClientForm>
  )
}

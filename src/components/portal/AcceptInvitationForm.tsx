'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { acceptInvitationAction } from '@/features/portal/actions/invitations'
import { ClientForm, SubmitButton } from '@/components/ui/ClientForm'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { FormProblem } from '@/components/ui/FormProblem'
import { showRefusal } from '@/components/ui/serverFieldErrors'
import { PATHS } from '@/utilities/paths'
import { acceptInvitationSchema, type AcceptInvitationInput } from '@/validation/invitation'
import { FORM_LIMITS, PASSWORD_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

/** Sets the invited person's name and password; the server creates the account and signs them in. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const [isNavigating, startNavigation] = useTransition()
  const form = useForm<AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    mode: 'onTouched',
    defaultValues: { token, name: '', password: '' },
  })
  const { handleSubmit, formState, setError } = form

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = await acceptInvitationAction(values)
      if (result.ok) {
        toast({
          title: messages.INVITATION_ACCEPTED.title,
          description: messages.INVITATION_ACCEPTED.description,
        })
        startNavigation(() => {
          router.push(PATHS.clientPortal)
          router.refresh()
        })
        return
      }
      setProblem(showRefusal(result, ['name', 'password'] as const, setError))
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  const busy = formState.isSubmitting || isNavigating
  return (
    <ClientForm onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
      {/* The address the account is for, so a password manager saves it with the password. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField
        {...bindField(form, id, 'name', { errorsOnly: true })}
        label="Your Name"
        autoComplete="name"
        required
        maxLength={FORM_LIMITS.name}
      />
      <TextField
        {...bindField(form, id, 'password', { errorsOnly: true })}
        label="Choose a Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_LIMITS.min} characters, not a common password.`}
        required
      />
      <FormProblem>{problem}</FormProblem>
      <SubmitButton className="w-full" busy={busy} busyLabel="Creating your account...">
        Create account and sign in
      </SubmitButton>
    </ClientForm>
  )
}

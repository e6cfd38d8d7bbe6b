'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { inviteAction } from '@/features/portal/actions/invitations'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { useToast } from '@/components/ui/Toast'
import { INVITATION_ROLE_OPTIONS, inviteSchema, type InviteInput } from '@/validation/invitation'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import type * as z from '@/validation/zod'

import { PortalForm } from './PortalForm'

/** An owner invites someone to their organisation; the server says why when it adds nothing. */
export function InviteForm() {
  const id = useId()
  const { toast } = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<InviteInput, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: { email: '', memberRole: 'member' },
  })
  const { handleSubmit, formState, reset, setError, getValues } = form

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = await inviteAction(values)
      if (result.ok) {
        toast(messages.INVITATION_SENT)
        reset({ email: '', memberRole: getValues('memberRole') })
        return
      }
      const emailProblem = result.fieldErrors?.email?.[0]
      if (emailProblem) setError('email', { message: emailProblem })
      else setProblem(result.message)
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  return (
    <PortalForm onSubmit={onSubmit}>
      <h3 className="font-semibold text-slate-900">Invite someone</h3>
      <TextField
        {...bindField(form, id, 'email', { errorsOnly: true })}
        label="Their Email Address"
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        maxLength={FORM_LIMITS.email}
      />
      <SelectField
        {...bindField(form, id, 'memberRole', { errorsOnly: true })}
        label="Role"
        options={INVITATION_ROLE_OPTIONS}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending...' : 'Send Invitation'}
      </Button>
    </PortalForm>
  )
}

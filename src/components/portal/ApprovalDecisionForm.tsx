'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { decideApprovalAction } from '@/features/portal/actions/approvals'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextareaField } from '@/components/ui/FormField'
import {
  approvalDecisionSchema,
  type ApprovalDecision,
  type ApprovalDecisionInput,
} from '@/validation/approvals'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { PortalForm } from './PortalForm'
import { usePortalAction } from './usePortalAction'

const DECIDED_TOASTS = {
  approved: messages.APPROVAL_APPROVED,
  'changes-requested': messages.APPROVAL_CHANGES_REQUESTED,
} as const

/** Approve the current round, or request changes with a comment (the comment is then required). */
export function ApprovalDecisionForm({
  approval,
  filename,
}: {
  approval: string
  filename: string
}) {
  const id = useId()
  const runAction = usePortalAction()
  const form = useForm<ApprovalDecisionInput>({
    resolver: zodResolver(approvalDecisionSchema),
    mode: 'onSubmit',
    defaultValues: { approval, decision: 'approved', comment: '' },
  })
  const { handleSubmit, formState, setValue } = form

  const submit = (decision: ApprovalDecision) => {
    setValue('decision', decision)
    return handleSubmit(async (values) => {
      await runAction(
        () => decideApprovalAction(values),
        (data) => DECIDED_TOASTS[data.decision],
      )
    })()
  }

  return (
    <PortalForm
      onSubmit={(event) => {
        event.preventDefault()
        void submit('approved')
      }}
    >
      <TextareaField
        {...bindField(form, id, 'comment', { errorsOnly: true })}
        label="Comment"
        hint="Required when you request changes: say what should change."
        maxLength={FORM_LIMITS.message}
        className="min-h-[90px]"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={formState.isSubmitting}
          aria-label={`Approve ${filename}`}
          onClick={() => void submit('approved')}
        >
          Approve
        </Button>
        <Button
          variant="outline"
          disabled={formState.isSubmitting}
          aria-label={`Request changes to ${filename}`}
          onClick={() => void submit('changes-requested')}
        >
          Request changes
        </Button>
      </div>
    </PortalForm>
  )
}

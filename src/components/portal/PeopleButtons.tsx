'use client'

import { useTransition } from 'react'

import {
  removeMemberAction,
  resendInvitationAction,
  revokeInvitationAction,
} from '@/features/portal/actions/invitations'
import { Button } from '@/components/ui/Button'
import * as messages from '@/validation/messages'

import { ConfirmedActionButton } from './ConfirmedActionButton'
import { usePortalAction } from './usePortalAction'

/** Send a pending invitation again (a new link) or revoke it. */
export function InvitationButtons({ id, email }: { id: string; email: string }) {
  const runAction = usePortalAction()
  const [pending, startTransition] = useTransition()
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={pending}
        aria-label={`Resend the invitation to ${email}`}
        onClick={() =>
          startTransition(async () => {
            await runAction(
              () => resendInvitationAction(id),
              () => messages.INVITATION_RESENT,
            )
          })
        }
      >
        Resend
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={pending}
        aria-label={`Revoke the invitation to ${email}`}
        onClick={() => {
          if (!window.confirm(`Revoke the invitation to ${email}? Its link will stop working.`))
            return
          startTransition(async () => {
            await runAction(
              () => revokeInvitationAction(id),
              () => messages.INVITATION_REVOKED,
            )
          })
        }}
      >
        Revoke
      </Button>
    </div>
  )
}

/** Takes a person out of the organisation after the owner confirms. */
export function RemoveMemberButton({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmedActionButton
      label="Remove"
      pendingLabel="Removing..."
      ariaLabel={`Remove ${name}`}
      question={`Remove ${name} from this organisation? They lose access at once.`}
      run={() => removeMemberAction(id)}
      success={() => messages.MEMBER_REMOVED}
    />
  )
}

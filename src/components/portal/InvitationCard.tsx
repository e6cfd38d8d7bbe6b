import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { ButtonLink } from '@/components/ui/Button'
import type { InvitationView } from '@/features/portal/invitations/acceptInvitation'
import { PATHS } from '@/utilities/paths'
import * as messages from '@/validation/messages'

import { AcceptInvitationForm } from './AcceptInvitationForm'

/**
 * An invitation link: a working one asks for a name and password; one that cannot be used says
 * why (not valid, used, expired, withdrawn) and how to get a new one.
 */
export function InvitationCard({
  token,
  invitation,
}: {
  token: string
  invitation: InvitationView
}) {
  if (invitation.state !== 'pending') {
    const text =
      messages.INVITATION_LINK[invitation.state === 'accepted' ? 'used' : invitation.state]
    return (
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-bold text-slate-900">{text.title}</h1>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        <CardContent className="text-center">
          <ButtonLink href={PATHS.clientPortal} variant="outline">
            Go to the client portal
          </ButtonLink>
        </CardContent>
      </Card>
    )
  }
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-bold text-slate-900">Join {invitation.organisationName}</h1>
        <CardDescription>
          You were invited as {invitation.email}. Choose your name and a password to finish.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AcceptInvitationForm token={token} email={invitation.email} />
      </CardContent>
    </Card>
  )
}

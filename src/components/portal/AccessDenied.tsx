import { ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import * as messages from '@/validation/messages'

import { SignOutButton } from './SignOutButton'

/**
 * The spec's 'Access Denied' card, for a signed-in user without the portal's required role
 * (staff and admins: their place is the admin panel, which this card links to).
 */
export function AccessDenied({ canUseAdmin }: { canUseAdmin: boolean }) {
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <h1 className="text-2xl font-bold text-slate-900">{messages.ACCESS_DENIED.title}</h1>
        <CardDescription>{messages.ACCESS_DENIED.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap justify-center gap-3">
        {canUseAdmin ? <ButtonLink href="/admin">Go to the admin panel</ButtonLink> : null}
        <SignOutButton />
      </CardContent>
    </Card>
  )
}

import type { Metadata } from 'next'

import { InvitationCard } from '@/components/portal/InvitationCard'
import { Container } from '@/components/ui/Container'
import { getInvitation } from '@/features/portal/data/invitations'

// Read per request: the invitation changes when it is accepted, revoked or sent again.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Your invitation',
  robots: { index: false, follow: false },
  // The path holds the invitation's token: no other site should see it in a Referer.
  referrer: 'no-referrer',
}

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  return (
    <Container className="py-12 sm:py-16">
      <InvitationCard token={token} invitation={await getInvitation(token)} />
    </Container>
  )
}

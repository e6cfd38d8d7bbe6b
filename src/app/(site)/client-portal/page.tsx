import type { Metadata } from 'next'
import type { Payload } from 'payload'
import { Suspense } from 'react'

import { hasStaffRole } from '@/access/roles'
import { AccessDenied } from '@/components/portal/AccessDenied'
import { demoHintEnabled } from '@/components/portal/demoHint'
import { PortalDashboard } from '@/components/portal/PortalDashboard'
import { getPortalData } from '@/components/portal/portalData'
import { PortalLoading } from '@/components/portal/PortalLoading'
import { getPortalSession, hasPortalRole } from '@/components/portal/portalSession'
import { SignInCard, type DemoCredentials } from '@/components/portal/SignInCard'
import { Container } from '@/components/ui/Container'

import { DEMO_CLIENT } from '../../../../seed/data/users'

export const metadata: Metadata = {
  title: 'Client Portal',
  description: 'Sign in to follow your projects, share files, read updates and send feedback to our team.',
  robots: { index: false },
}

/** The hint appears only while the demo account exists and configuration allows it. */
async function demoCredentials(payload: Payload): Promise<DemoCredentials | null> {
  if (!demoHintEnabled(process.env)) return null
  // A trusted existence check by the server; the visitor learns nothing it would not print anyway.
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_CLIENT.email } },
    overrideAccess: true,
  })
  return totalDocs > 0 ? { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password } : null
}

async function ClientPortal() {
  const { payload, user } = await getPortalSession()
  if (!user) return <SignInCard demo={await demoCredentials(payload)} />
  if (!hasPortalRole(user)) return <AccessDenied canUseAdmin={hasStaffRole(user)} />
  return <PortalDashboard user={user} data={await getPortalData(payload, user)} />
}

export default function ClientPortalPage() {
  return (
    <Container className="py-12 sm:py-16">
      <Suspense fallback={<PortalLoading />}>
        <ClientPortal />
      </Suspense>
    </Container>
  )
}

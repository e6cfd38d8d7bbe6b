import type { Metadata } from 'next'
import { Suspense } from 'react'

import { hasPortalRole, hasStaffRole } from '@/access/roles'
import { AccessDenied } from '@/components/portal/AccessDenied'
import { PortalDashboard } from '@/components/portal/PortalDashboard'
import { PortalLoading } from '@/components/portal/PortalLoading'
import { SecondStepCard } from '@/components/portal/SecondStepCard'
import { SignInCard } from '@/components/portal/SignInCard'
import { Container } from '@/components/ui/Container'
import { getPeople } from '@/features/portal/data/people'
import { getDemoCredentials, getPortalData, getPortalSession } from '@/features/portal/data/portal'
import { getPasswordSession, hasAuthenticatorApp } from '@/features/accounts/data/secondFactor'

export const metadata: Metadata = {
  title: 'Client Portal',
  description:
    'Sign in to follow your projects, share files, read updates and send feedback to our team.',
  robots: { index: false },
}

async function ClientPortal() {
  const { payload, user } = await getPortalSession()
  if (!user) {
    // The password was right but the session owes its code: the gate shows it as nobody.
    const pending = await getPasswordSession()
    if (pending?.standing === 'verify') return <SecondStepCard email={pending.user.email} />
    // Staff who must enrol first (the `required` policy) do that in the admin.
    if (pending?.standing === 'enrol') return <AccessDenied canUseAdmin />
    return <SignInCard demo={await getDemoCredentials(payload)} />
  }
  if (!hasPortalRole(user)) return <AccessDenied canUseAdmin={hasStaffRole(user)} />
  const [data, people, twoStep] = await Promise.all([
    getPortalData(payload, user),
    getPeople(payload, user),
    hasAuthenticatorApp(payload, user.id),
  ])
  return <PortalDashboard user={user} data={data} people={people} twoStep={twoStep} />
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

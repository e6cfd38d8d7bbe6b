import { Link } from '@/components/ui/Link'
import { redirect } from 'next/navigation'

import { hasStaffRole } from '@/access/roles'
import { confirmEnrolmentAction } from '@/features/accounts/actions/secondFactor'
import { CodeForm } from '@/components/secondFactor/CodeForm'
import { SignOutForm } from '@/components/secondFactor/SignOutForm'
import { getPasswordSession } from '@/features/accounts/data/secondFactor'
import { startTotpEnrolment } from '@/features/accounts/secondFactor/enrol'
import { AuthenticatorSetup } from '@/components/secondFactor/AuthenticatorSetup'

export const dynamic = 'force-dynamic'

/** Enrolment: required at the first sign-in under the `required` policy, open to anyone signed in otherwise. */
export default async function EnrolSecondFactorPage() {
  const session = await getPasswordSession()
  if (!session) redirect('/admin/login')
  // Clients turn the app on from the portal's dashboard, which has its own second step.
  if (!hasStaffRole(session.user)) redirect('/client-portal')
  const enrolment = await startTotpEnrolment(session.payload, session.user)
  // Already enrolled: a new app only after an admin's reset, never from a password alone.
  if (!enrolment) redirect(session.standing === 'passed' ? '/admin' : '/admin-verify')
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Set up an authenticator app</h1>
      {session.standing === 'enrol' ? (
        <p className="text-sm text-slate-700">
          Staff accounts need a second factor. Set it up now to continue to the admin.
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        Recommended: <Link href="/admin-verify/passkey">add a passkey</Link> (your device&apos;s
        screen lock or a security key). Or use an authenticator app:
      </p>
      <AuthenticatorSetup qrSvg={enrolment.qrSvg} secret={enrolment.secret} />
      <CodeForm
        action={confirmEnrolmentAction}
        label="Code from the app"
        hint="6 digits; a new one every 30 seconds."
        submitLabel="Turn on"
      />
      <SignOutForm />
    </div>
  )
}

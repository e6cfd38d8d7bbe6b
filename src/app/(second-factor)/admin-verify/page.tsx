import { redirect } from 'next/navigation'

import { verifySecondFactorAction } from '@/features/accounts/actions/secondFactor'
import { CodeForm } from '@/components/secondFactor/CodeForm'
import { SignOutForm } from '@/components/secondFactor/SignOutForm'
import { PasskeyButton } from '@/components/secondFactor/PasskeyButton'
import { getPasswordSession } from '@/features/accounts/data/secondFactor'
import { passkeysOf } from '@/features/accounts/secondFactor/passkeys'
import { findFactors } from '@/features/accounts/secondFactor/store'

export const dynamic = 'force-dynamic'

/** The second step of the admin sign-in (README "Second factor"). */
export default async function AdminVerifyPage() {
  const session = await getPasswordSession()
  if (!session) redirect('/admin/login')
  if (session.standing === 'passed') redirect('/admin')
  if (session.standing === 'enrol') redirect('/admin-verify/enrol')
  const hasPasskey = passkeysOf(await findFactors(session.payload, session.user.id)).length > 0
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Confirm it is you</h1>
      <p className="text-sm text-slate-700">
        Signed in as {session.user.email}. Use your passkey, or enter the code your authenticator
        app shows, or one of your recovery codes.
      </p>
      {hasPasskey ? <PasskeyButton mode="verify" /> : null}
      <CodeForm
        action={verifySecondFactorAction}
        label="Code"
        hint="6 digits from the app, or a recovery code such as ABCDE-FGHJK."
        submitLabel="Verify"
      />
      <SignOutForm />
    </div>
  )
}

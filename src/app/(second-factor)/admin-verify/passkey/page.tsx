import { redirect } from 'next/navigation'

import { hasStaffRole } from '@/access/roles'

import { PasskeyButton } from '@/components/secondFactor/PasskeyButton'
import { SignOutForm } from '@/components/secondFactor/SignOutForm'
import { getPasswordSession } from '@/features/accounts/data/secondFactor'

export const dynamic = 'force-dynamic'

/** Adds a passkey: as the first factor, or beside the app once this session has passed. */
export default async function AddPasskeyPage() {
  const session = await getPasswordSession()
  if (!session) redirect('/admin/login')
  // Clients turn the app on from the portal's dashboard, which has its own second step.
  if (!hasStaffRole(session.user)) redirect('/client-portal')
  if (session.standing === 'verify') redirect('/admin-verify')
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Add a passkey</h1>
      <p className="text-sm text-slate-700">
        A passkey signs you in with your device&apos;s screen lock or a security key, and cannot be
        phished. Your browser will ask you to confirm.
      </p>
      <PasskeyButton mode="register" />
      <SignOutForm />
    </div>
  )
}

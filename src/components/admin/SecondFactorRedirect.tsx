import { redirect } from 'next/navigation'

import { getPasswordSession } from '@/features/accounts/data/secondFactor'

/**
 * On the admin's login view: Payload shows it to a session the second-factor gate refuses, so a
 * password-only session goes on to the second step here instead of being asked its password again.
 */
export async function SecondFactorRedirect() {
  const session = await getPasswordSession()
  if (session?.standing === 'verify') redirect('/admin-verify')
  if (session?.standing === 'enrol') redirect('/admin-verify/enrol')
  return null
}

import { hasStaffRole, type Role } from '@/access/roles'
import type { SecondFactorPolicy } from '@/env/secondFactorPolicy'

/**
 * What a signed-in session still owes. `verify`: enrolled, so the factor is asked whatever the
 * policy (a client who turned it on too). `enrol`: staff under the `required` policy without a
 * factor yet. `none`: the password is enough.
 */
export type SecondFactorDue = 'none' | 'verify' | 'enrol'

export function secondFactorDue(
  user: { role?: Role | null },
  enrolled: boolean,
  policy: SecondFactorPolicy,
): SecondFactorDue {
  if (enrolled) return 'verify'
  if (policy === 'required' && hasStaffRole(user)) return 'enrol'
  return 'none'
}

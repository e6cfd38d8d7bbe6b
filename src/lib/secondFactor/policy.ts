import { hasStaffRole, type Role } from '@/access/roles'

/** README "Second factor": `required` makes every admin and staff account enrol; production's default. */
export const SECOND_FACTOR_POLICIES = ['required', 'optional'] as const
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number]

export function secondFactorPolicy(
  vars: Readonly<Record<string, string | undefined>>,
): SecondFactorPolicy {
  const value = vars.STAFF_SECOND_FACTOR
  if (value === 'required' || value === 'optional') return value
  return vars.NODE_ENV === 'production' ? 'required' : 'optional'
}

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

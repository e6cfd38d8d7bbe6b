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

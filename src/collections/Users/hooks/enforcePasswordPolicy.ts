import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/passwordPolicy'

/** Every way a password is set (create, change, reset), before Payload hashes anything. */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data: unknown = 'data' in args ? args.data : undefined
  const password =
    data && typeof data === 'object' && 'password' in data ? data.password : undefined
  // An update without a password leaves it as it is; Payload itself refuses a non-string one.
  if (typeof password !== 'string' || (operation === 'update' && password === '')) return args
  const problem = passwordProblem(password)
  if (problem)
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: problem }],
    })
  return args
}

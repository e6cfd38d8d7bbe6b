import type { Access } from 'payload'

import { hasSalesRole, isOrganisationOwner, organisationOf } from './roles'

const idOf = (ref: unknown): string | undefined =>
  typeof ref === 'string'
    ? ref
    : ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'string'
      ? ref.id
      : undefined

/**
 * Sales (and admins) invite to any organisation; an owner only to their own (the invitation's `organisation`
 * must be theirs). Members, viewers and visitors never invite.
 */
export const canInvite: Access = ({ req: { user }, data }) => {
  if (hasSalesRole(user)) return true
  if (!isOrganisationOwner(user)) return false
  const target =
    data && typeof data === 'object'
      ? idOf((data as { organisation?: unknown }).organisation)
      : undefined
  return target !== undefined && target === organisationOf(user)
}

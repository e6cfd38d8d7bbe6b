import type { CollectionAfterChangeHook } from 'payload'

import { refId } from '@/lib/refId'
import type { User } from '@/payload-types'

import { endAllSessions } from '@/features/accounts/sessions/endSessions'

const sameStaffRoles = (a: User['staffRoles'], b: User['staffRoles']): boolean =>
  [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join()

/**
 * A person moved out of an organisation, given another member role, role or staff roles signs in
 * again: access is read from the database on every request already, and this also ends the
 * sessions, so nothing keeps running on the old rights.
 */
export const endSessionsOnAccessChange: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const changed =
    refId(doc.organisation) !== refId(previousDoc.organisation) ||
    doc.memberRole !== previousDoc.memberRole ||
    doc.role !== previousDoc.role ||
    !sameStaffRoles(doc.staffRoles, previousDoc.staffRoles)
  if (changed) await endAllSessions(req.payload, doc.id, req, 'Access changed')
  return doc
}

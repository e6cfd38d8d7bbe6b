import type { Payload, TypedUser } from 'payload'

import { isOrganisationOwner, organisationOf } from '@/access/roles'
import { recordIdSchema } from '@/validation/invitation'

export type MemberRemoval =
  { ok: true; name: string } | { ok: false; reason: 'denied' | 'last-owner' }

/**
 * An owner removes a person from their own organisation: the person's organisation becomes empty,
 * and the users collection's hook ends their sessions at once. Anyone else, an id that is not one
 * of the organisation's people, or the last owner removing themselves: nothing changes.
 */
export async function removeMember(
  payload: Payload,
  actor: TypedUser,
  id: unknown,
): Promise<MemberRemoval> {
  const organisation = organisationOf(actor)
  const parsed = recordIdSchema.safeParse(id)
  if (!organisation || !isOrganisationOwner(actor) || !parsed.success)
    return { ok: false, reason: 'denied' }
  // Past access on purpose, like the People list (src/features/portal/data/people.ts): the actor owns this
  // organisation (checked above), and only its own people are candidates.
  const { docs: members } = await payload.find({
    collection: 'users',
    where: { organisation: { equals: organisation }, role: { equals: 'client' } },
    select: { name: true, memberRole: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const target = members.find((member) => member.id === parsed.data)
  if (!target) return { ok: false, reason: 'denied' }
  const owners = members.filter((member) => member.memberRole === 'owner').length
  if (target.id === actor.id && owners <= 1) return { ok: false, reason: 'last-owner' }
  // Past access on purpose: users update only themselves and membership is an admin field, but an
  // owner may take their own organisation's people out of it (checked above). Only that changes.
  await payload.update({
    collection: 'users',
    id: target.id,
    data: { organisation: null },
    overrideAccess: true,
  })
  return { ok: true, name: target.name }
}

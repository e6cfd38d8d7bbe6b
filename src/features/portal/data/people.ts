import 'server-only'

import type { Payload, TypedUser } from 'payload'

import { isOrganisationOwner, organisationOf } from '@/access/roles'
import type { Invitation, User } from '@/payload-types'

export type PersonRow = Pick<User, 'id' | 'name' | 'email' | 'memberRole'>
export type InvitationRow = Pick<Invitation, 'id' | 'email' | 'memberRole' | 'expiresAt'>
export type PeopleData = { members: PersonRow[]; invitations: InvitationRow[] }

/**
 * The owner's "People" section: the organisation's members and its pending invitations. Only an
 * owner gets it (null for everyone else).
 */
export async function getPeople(payload: Payload, user: TypedUser): Promise<PeopleData | null> {
  const organisation = organisationOf(user)
  if (!organisation || !isOrganisationOwner(user)) return null
  const [members, invitations] = await Promise.all([
    // Past access on purpose: users read only themselves, and an owner may see the names, emails
    // and roles of their own organisation's people (checked just above), nothing more.
    payload.find({
      collection: 'users',
      where: { organisation: { equals: organisation }, role: { equals: 'client' } },
      select: { name: true, email: true, memberRole: true },
      sort: 'name',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    // The invitations collection's own access gives an owner their organisation's.
    payload.find({
      collection: 'invitations',
      where: {
        organisation: { equals: organisation },
        status: { equals: 'pending' },
        expiresAt: { greater_than: new Date().toISOString() },
      },
      select: { email: true, memberRole: true, expiresAt: true },
      sort: 'expiresAt',
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    }),
  ])
  return {
    members: members.docs.map(({ id, name, email, memberRole }) => ({
      id,
      name,
      email,
      memberRole,
    })),
    invitations: invitations.docs.map(({ id, email, memberRole, expiresAt }) => ({
      id,
      email,
      memberRole,
      expiresAt,
    })),
  }
}

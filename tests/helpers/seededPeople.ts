import type { Payload } from 'payload'

import {
  DEMO_CLIENT,
  DEMO_MEMBER,
  DEMO_VIEWER,
  SECOND_CLIENT,
  seedAdmin,
} from '../../seed/data/users'
import { seededUser } from './payload'

/**
 * The seeded accounts around the two demo organisations: the admin, organisation A's owner,
 * member and viewer, and organisation B's owner. A missing one fails the test.
 */
export async function seededPortalPeople(payload: Payload, depth?: number) {
  const load = (email: string) => seededUser(payload, email, depth)
  return {
    admin: await load(seedAdmin().email),
    ownerA: await load(DEMO_CLIENT.email),
    memberA: await load(DEMO_MEMBER.email),
    viewerA: await load(DEMO_VIEWER.email),
    ownerB: await load(SECOND_CLIENT.email),
  }
}

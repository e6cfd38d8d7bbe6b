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
 * The seeded accounts around the two demo organisations, with their passwords: the admin,
 * organisation A's owner, member and viewer, and organisation B's owner.
 */
export const portalAccounts = () => ({
  admin: seedAdmin(),
  ownerA: DEMO_CLIENT,
  memberA: DEMO_MEMBER,
  viewerA: DEMO_VIEWER,
  ownerB: SECOND_CLIENT,
})

/** Those accounts as the access functions see them; a missing one fails the test. */
export async function seededPortalPeople(payload: Payload, depth?: number) {
  const accounts = portalAccounts()
  const load = ({ email }: { email: string }) => seededUser(payload, email, depth)
  return {
    admin: await load(accounts.admin),
    ownerA: await load(accounts.ownerA),
    memberA: await load(accounts.memberA),
    viewerA: await load(accounts.viewerA),
    ownerB: await load(accounts.ownerB),
  }
}

import type { Payload } from 'payload'

import { endAllSessions } from '@/collections/Users/endSessions'

/** Forgets every factor of a person and ends their sessions: their next sign-in starts with the password alone. */
export async function resetSecondFactors(payload: Payload, userId: string): Promise<void> {
  await payload.delete({
    collection: 'second-factors',
    where: { user: { equals: userId } },
    // Trusted server write: the collection is closed to everyone through the API.
    overrideAccess: true,
  })
  await endAllSessions(payload, userId)
}

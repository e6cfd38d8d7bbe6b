import type { Payload, PayloadRequest } from 'payload'

import { endAllSessions } from '@/features/accounts/sessions/endSessions'
import { recordAudit } from '@/features/accounts/audit/recordAudit'

/**
 * Forgets every factor of a person and ends their sessions: their next sign-in starts with the
 * password alone. The audit trail names the admin who did it (`req`).
 */
export async function resetSecondFactors(
  payload: Payload,
  userId: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.delete({
    collection: 'second-factors',
    where: { user: { equals: userId } },
    // Trusted server write: the collection is closed to everyone through the API.
    overrideAccess: true,
  })
  await recordAudit(
    payload,
    { action: 'factor-reset', target: { kind: 'collection', slug: 'users', id: userId } },
    req,
  )
  await endAllSessions(payload, userId, req, 'Second factor reset')
}

import type { Payload } from 'payload'

import { env } from '@/env'
import { INVITATION_RATE_LIMIT } from '@/validation/limits'
import { keyedHash } from '@/lib/signing'

import { perPayload } from './memo'
import { limiterFactoryFor } from './store'
import { consumeOne, type RateLimitVerdict } from './verdict'

const invitationLimiterFor = perPayload((payload) =>
  limiterFactoryFor(payload)({
    keyPrefix: 'portal-invitation',
    points: INVITATION_RATE_LIMIT.perHour,
    durationSeconds: INVITATION_RATE_LIMIT.windowSeconds,
  }),
)

/**
 * Counts an invitation email (a new one or a resend) by one person for one organisation, so an
 * owner's account cannot be used to mail strangers in bulk.
 */
export function consumeInvitationSend(
  payload: Payload,
  organisationId: string,
  actorId: string,
): Promise<RateLimitVerdict> {
  const key = keyedHash('portal-invitation', env.payloadSecret, organisationId, actorId)
  return consumeOne(() => invitationLimiterFor(payload).consume(key))
}

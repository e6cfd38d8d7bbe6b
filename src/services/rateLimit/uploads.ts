import type { Payload } from 'payload'

import { env } from '@/env'
import { PORTAL_UPLOAD_RATE_LIMIT } from '@/validation/limits'
import { keyedHash } from '@/lib/signing'

import { perPayload } from './memo'
import { limiterFactoryFor } from './store'
import { consumeOne, type RateLimitVerdict } from './verdict'

const uploadLimiterFor = perPayload((payload) =>
  limiterFactoryFor(payload)({
    keyPrefix: 'portal-upload',
    points: PORTAL_UPLOAD_RATE_LIMIT.perHour,
    durationSeconds: PORTAL_UPLOAD_RATE_LIMIT.windowSeconds,
  }),
)

/** Counts a client's upload attempt (per account) and answers whether it may go ahead. */
export function consumeUploadAttempt(payload: Payload, userId: string): Promise<RateLimitVerdict> {
  const key = keyedHash('portal-upload', env.payloadSecret, userId)
  return consumeOne(() => uploadLimiterFor(payload).consume(key))
}

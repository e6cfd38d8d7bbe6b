import type { Payload } from 'payload'

import { env } from '@/env'
import { keyedHash } from '@/lib/signing'
import { VISIT_RATE_LIMIT } from '@/validation/limits'

import { perPayload } from './memo'
import { limiterFactoryFor } from './store'
import { consumeOne, type RateLimitVerdict } from './verdict'

const visitLimiterFor = perPayload((payload) =>
  limiterFactoryFor(payload)({
    keyPrefix: 'visit-address',
    points: VISIT_RATE_LIMIT.perHour,
    durationSeconds: VISIT_RATE_LIMIT.windowSeconds,
  }),
)

/** Counts a page-view beacon per client address, so one machine cannot inflate the visit counts. */
export function consumeVisitBeacon(payload: Payload, address: string): Promise<RateLimitVerdict> {
  const key = keyedHash('visit-address', env.payloadSecret, address)
  return consumeOne(() => visitLimiterFor(payload).consume(key))
}

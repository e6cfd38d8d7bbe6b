import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { poolOf } from '@/db/client'
import { RATE_LIMIT_TABLE } from '@/db/rateLimits'
import type { LimiterSpec } from '@/lib/counterStore'

export type { LimiterSpec }

export type LimiterFactory = (spec: LimiterSpec) => RateLimiterAbstract

/** Counters live in Postgres, so limits hold across instances and restarts. */
export const postgresLimiterFactory =
  (pool: Pool): LimiterFactory =>
  ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Rows expired for an hour are deleted every 5 minutes by the library.
      clearExpiredByTimeout: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    })

export const limiterFactoryFor = (payload: Payload): LimiterFactory =>
  postgresLimiterFactory(poolOf(payload))

import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/db/client'
import { postgresCounters } from '@/db/rateLimits'
import type { Count } from '@/services/rateLimit/counters'
import { postgresLimiterFactory } from '@/services/rateLimit/store'

import { getTestPayload } from '../helpers/payload'

/**
 * The rate-limit counters as one Postgres statement (src/db/rateLimits.ts): exact under
 * concurrency, a refusal stops its chain, and the rows are the ones rate-limiter-flexible reads.
 */

let payload: Payload
let pool: Pool

const minute = { keyPrefix: 'test-minute', points: 3, durationSeconds: 60 }
const hour = { keyPrefix: 'test-hour', points: 10, durationSeconds: 3600 }
const address = { keyPrefix: 'test-address', points: 5, durationSeconds: 3600 }

const person = (key: string): Count[] => [
  { spec: minute, key },
  { spec: hour, key },
]

async function pointsOf(keyPrefix: string, key: string): Promise<number | null> {
  const { rows } = await pool.query<{ points: number }>(
    'select points from rate_limits where key = $1',
    [`${keyPrefix}:${key}`],
  )
  return rows[0]?.points ?? null
}

beforeAll(async () => {
  payload = await getTestPayload()
  pool = poolOf(payload)
})

describe('rate-limit counters in one statement', () => {
  it('lets exactly the limit through when 30 attempts arrive at once, and a refused one uses none of the hour', async () => {
    const key = randomUUID()
    const counters = postgresCounters(pool)
    const answers = await Promise.all(Array.from({ length: 30 }, () => counters([person(key)])))
    const allowed = answers.filter(([chain]) => chain?.every((counter) => counter.allowed))
    expect(allowed).toHaveLength(3)
    expect(await pointsOf('test-minute', key)).toBe(30)
    expect(await pointsOf('test-hour', key)).toBe(3)
    for (const [chain] of answers) {
      const refusal = chain?.find((counter) => !counter.allowed)
      if (refusal) expect(refusal.msBeforeNext).toBeLessThanOrEqual(60_000)
    }
  })

  it('counts an independent chain whatever another chain says', async () => {
    const key = randomUUID()
    const place = randomUUID()
    const counters = postgresCounters(pool)
    for (let i = 0; i < 6; i += 1) await counters([person(key), [{ spec: address, key: place }]])
    expect(await pointsOf('test-minute', key)).toBe(6)
    expect(await pointsOf('test-address', place)).toBe(6)
    const [, [addressCounter] = []] = await counters([person(key), [{ spec: address, key: place }]])
    expect(addressCounter).toMatchObject({ allowed: false, consumedPoints: 7 })
  })

  it('starts a new window once the old one has ended', async () => {
    const key = randomUUID()
    let now = Date.now()
    const counters = postgresCounters(pool, () => now)
    for (let i = 0; i < 4; i += 1) await counters([person(key)])
    const [[refused] = []] = await counters([person(key)])
    expect(refused?.allowed).toBe(false)
    now += 61_000
    const [[fresh] = []] = await counters([person(key)])
    expect(fresh).toMatchObject({ allowed: true, consumedPoints: 1 })
  })

  it('writes the rows rate-limiter-flexible reads, so both kinds of limiter share a counter', async () => {
    const key = randomUUID()
    await postgresCounters(pool)([[{ spec: minute, key }]])
    await postgresCounters(pool)([[{ spec: minute, key }]])
    const library = postgresLimiterFactory(pool)(minute)
    expect((await library.get(key))?.consumedPoints).toBe(2)
    await library.consume(key)
    const [[counted] = []] = await postgresCounters(pool)([[{ spec: minute, key }]])
    expect(counted).toMatchObject({ allowed: false, consumedPoints: 4 })
  })
})

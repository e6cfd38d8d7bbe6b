import type { Payload } from 'payload'
import { createClient } from 'redis'

import { pingDatabase } from '@/db/health'

/** 200 while the database answers; Redis is reported but never fails the check (docs/decisions.md#shared-cache). */
export type Health = {
  status: 'ok' | 'degraded' | 'down'
  database: 'up' | 'down'
  redis: 'up' | 'down' | 'not configured'
}

/** A check that takes longer than this counts as down: HAProxy checks every second. */
export const HEALTH_TIMEOUT_MS = 800

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ])

export async function databaseUp(payload: Payload): Promise<boolean> {
  try {
    await within(pingDatabase(payload), HEALTH_TIMEOUT_MS)
    return true
  } catch {
    return false
  }
}

const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: HEALTH_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  })
type RedisClient = ReturnType<typeof newClient>
const CLIENT_KEY = Symbol.for('agency-site.healthRedis')
const holder = globalThis as typeof globalThis & { [CLIENT_KEY]?: RedisClient }

/** One client per process for the checks, reconnecting by itself; errors are answers, not crashes. */
function redisClient(url: string): RedisClient {
  const existing = holder[CLIENT_KEY]
  if (existing) return existing
  const client = newClient(url)
  client.on('error', () => {})
  client.connect().catch(() => {})
  holder[CLIENT_KEY] = client
  return client
}

export async function redisUp(url: string): Promise<boolean> {
  const client = redisClient(url)
  if (!client.isReady) return false
  try {
    return (await within(client.ping(), HEALTH_TIMEOUT_MS)) === 'PONG'
  } catch {
    return false
  }
}

export function summarise(database: boolean, redis: boolean | null): Health {
  const health: Health = {
    status: 'ok',
    database: database ? 'up' : 'down',
    redis: redis === null ? 'not configured' : redis ? 'up' : 'down',
  }
  if (!database) health.status = 'down'
  else if (redis === false) health.status = 'degraded'
  return health
}

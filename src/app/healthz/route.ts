import { getPayloadClient } from '@/data/payload'
import { databaseUp, redisUp, summarise } from '@/services/health'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/** The load balancer's check: 200 while the database answers, 503 when not; never cached. */
export async function GET(): Promise<Response> {
  let database = false
  try {
    const payload = await getPayloadClient()
    database = await databaseUp(payload)
  } catch {
    database = false
  }
  const redis = env.redisUrl ? await redisUp(env.redisUrl) : null
  const health = summarise(database, redis)
  return Response.json(health, {
    status: health.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}

import { getPayloadClient } from '@/data/payload'
import { jsonError, readJsonBody } from '@/features/leads/intake/http'
import { insertBenchFloorRow } from '@/db/benchFloor'
import { env } from '@/env/index'

export const dynamic = 'force-dynamic'

/**
 * POST /forms/bench-floor: the reference `npm run bench:submit` measures the lead path against
 * (docs/decisions.md#lead-submission-floor): the same body read as /forms/enquiry and one insert
 * on Payload's pool, nothing else. Without BENCH_FLOOR=1 at run time every method answers 404,
 * so in production the route does not exist for anyone; the table exists only where the bench made it.
 */
async function floor(request: Request): Promise<Response> {
  if (!env.benchFloor()) return notFound()
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { Allow: 'POST' })
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  await insertBenchFloorRow(await getPayloadClient(), body.value)
  return Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })

// Every method, so that without the flag not even OPTIONS or GET (405) tells the route is there.
export {
  floor as DELETE,
  floor as GET,
  floor as HEAD,
  floor as OPTIONS,
  floor as PATCH,
  floor as POST,
  floor as PUT,
}

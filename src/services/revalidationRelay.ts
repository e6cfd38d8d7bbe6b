import type { Endpoint, Payload } from 'payload'

import { sign, verify } from '@/lib/signing'
import { env } from '@/env'
import { type RevalidateTargets, revalidateContent } from '@/utilities/revalidate'
import { revalidateRequestSchema } from '@/validation/revalidate'

/*
 * A job (a scheduled publish) saves outside any Next request, where revalidateTag cannot run, and
 * possibly in another process (scripts/worker.ts). The runner collects what the saves would
 * revalidate and, once they are committed, posts it here, signed with the app's secret; the
 * instance that answers revalidates, and with Redis every instance sees it (docs/decisions.md#scheduled-publishing).
 */

export const REVALIDATE_PATH = '/revalidate'
const SIGNATURE_HEADER = 'x-revalidate-signature'
/** A signed request expires after this, so a captured one cannot be replayed later. */
const MAX_AGE_MS = 60_000
/** How far the sender's clock may run ahead of this instance's. */
const CLOCK_SKEW_MS = 60_000
const RELAY_TIMEOUT_MS = 5_000

export function signedRevalidateRequest(
  targets: Required<RevalidateTargets>,
  { secret = env.payloadSecret, now = Date.now() } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(targets)
  const signature = sign('revalidate', body, { secret, expiresAt: new Date(now + MAX_AGE_MS) })
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } }
}

const isEmpty = ({ tags, paths, layouts }: Required<RevalidateTargets>) =>
  tags.length + paths.length + layouts.length === 0

/** Never throws: a failed relay leaves pages stale until their next change, which is logged. */
export async function relayRevalidation(
  payload: Payload,
  targets: Required<RevalidateTargets>,
): Promise<void> {
  if (isEmpty(targets)) return
  const url = `${env.revalidateOrigin()}/api${REVALIDATE_PATH}`
  try {
    const { body, headers } = signedRevalidateRequest(targets)
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  } catch (err) {
    payload.logger.error({ err, msg: 'Could not revalidate pages after a job', url, ...targets })
  }
}

const refused = (status: number) =>
  Response.json({ errors: [{ message: 'Not allowed' }] }, { status })

/** POST /api/revalidate: only a request signed with the app's secret within the last minute. */
export const revalidateEndpoint: Endpoint = {
  path: REVALIDATE_PATH,
  method: 'post',
  handler: async (req) => {
    const body = (await req.text?.()) ?? ''
    const signed = verify('revalidate', req.headers.get(SIGNATURE_HEADER), {
      secret: env.payloadSecret,
      payload: body,
      maxLifetimeMs: MAX_AGE_MS + CLOCK_SKEW_MS,
    })
    if (!signed.ok) return refused(401)
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return refused(400)
    }
    const targets = revalidateRequestSchema.safeParse(parsed)
    if (!targets.success) return refused(400)
    revalidateContent({ payload: req.payload }, targets.data)
    return new Response(null, { status: 204 })
  },
}

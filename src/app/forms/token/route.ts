import { issueFormToken } from '@/features/leads/intake/formToken'
import { env } from '@/env'

export const dynamic = 'force-dynamic'

/**
 * GET /forms/token: a signed timestamp for API clients of /forms/enquiry and /forms/callback.
 * A submission carrying a token younger than 3 seconds (or none) is treated as a bot: answered
 * as a success, stored nowhere. The site's own forms get their token with the page.
 */
export function GET(): Response {
  return Response.json(
    { formToken: issueFormToken(env.payloadSecret) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

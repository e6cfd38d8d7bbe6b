import type { NextRequest } from 'next/server'

import { bookedSlots } from '@/features/leads/data/bookedSlots'
import { getPayloadClient } from '@/data/payload'
import { jsonError } from '@/features/leads/intake/http'
import * as messages from '@/validation/messages'

export const dynamic = 'force-dynamic'

/**
 * GET /forms/callback/slots?date=YYYY-MM-DD: the times already booked that day (Johannesburg),
 * e.g. { date, booked: ['09:30'] }. Times only, never who booked them.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const date = request.nextUrl.searchParams.get('date') ?? ''
  try {
    const booked = await bookedSlots(await getPayloadClient(), date)
    if (!booked) return jsonError(400, messages.DATE_REQUIRED)
    return Response.json({ date, booked }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (err) {
    console.error('GET /forms/callback/slots failed', err)
    return jsonError(500, messages.UNEXPECTED)
  }
}

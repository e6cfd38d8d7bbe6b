'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'

import { getPayloadClient } from '@/data/payload'
import { leadRequestContext } from '@/lib/leads/context'
import { SOURCE_PAGE_FIELD } from '@/lib/leads/pipeline'
import { requestCallback } from '@/lib/leads/requestCallback'
import { toActionResult, type ActionResult, type LeadReceipt } from '@/lib/leads/result'

/** The callback dialog's server action; the same path as POST /forms/callback. */
export async function requestCallbackAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  const claimedSourcePage =
    typeof input === 'object' && input !== null ? Reflect.get(input, SOURCE_PAGE_FIELD) : undefined
  const context = leadRequestContext(await headers(), claimedSourcePage)
  const payload = await getPayloadClient()
  return toActionResult(await requestCallback(input, context, { payload, defer: after }))
}

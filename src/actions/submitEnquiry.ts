'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'

import { getPayloadClient } from '@/data/payload'
import { leadRequestContext } from '@/lib/leads/context'
import { SOURCE_PAGE_FIELD } from '@/lib/leads/pipeline'
import { toActionResult, type ActionResult, type LeadReceipt } from '@/lib/leads/result'
import { submitEnquiry } from '@/lib/leads/submitEnquiry'

/** The enquiry form's server action; the same path as POST /forms/enquiry. */
export async function submitEnquiryAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  const claimedSourcePage =
    typeof input === 'object' && input !== null ? Reflect.get(input, SOURCE_PAGE_FIELD) : undefined
  const context = leadRequestContext(await headers(), claimedSourcePage)
  const payload = await getPayloadClient()
  return toActionResult(await submitEnquiry(input, context, { payload, defer: after }))
}

'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'

import { getServiceOptions } from '@/data/content'
import { getPayloadClient } from '@/data/payload'
import { leadRequestContext } from '@/lib/leads/context'
import { toActionResult, type ActionResult, type LeadReceipt } from '@/lib/leads/result'
import { submitEnquiry } from '@/lib/leads/submitEnquiry'
import { SOURCE_PAGE_FIELD } from '@/validation/formFields'

async function submit(input: unknown): Promise<ActionResult<LeadReceipt>> {
  const claimedSourcePage =
    typeof input === 'object' && input !== null ? Reflect.get(input, SOURCE_PAGE_FIELD) : undefined
  const context = leadRequestContext(await headers(), claimedSourcePage)
  const payload = await getPayloadClient()
  return toActionResult(await submitEnquiry(input, context, { payload, defer: after, serviceOptions: getServiceOptions }))
}

/** The enquiry form's server action once the page runs (react-hook-form sends the fields); the same path as POST /forms/enquiry. */
export async function submitEnquiryAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  return submit(input)
}

/** What the form shows after a post made without JavaScript: the answer, and on failure what was typed. */
export type EnquiryFormState = { result: ActionResult<LeadReceipt>; values?: Record<string, string> } | null

/**
 * The same form posted by the browser itself (no JavaScript yet, or none at all): the fields come as
 * form data, the consent box as 'on'. The page is rendered again with the server's messages.
 */
export async function submitEnquiryForm(_previous: EnquiryFormState, formData: FormData): Promise<EnquiryFormState> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value
  const result = await submit({ ...values, consent: values.consent === 'on' || values.consent === 'true' })
  return result.ok ? { result } : { result, values }
}

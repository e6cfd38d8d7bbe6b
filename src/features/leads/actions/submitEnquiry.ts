'use server'

import { headers } from 'next/headers'

import type { ActionResult } from '@/lib/actionResult'
import { enquiryLead } from '@/features/leads/intake/enquiryLead'
import { receiveLead } from '@/features/leads/intake/leadEndpoint'
import { toActionResult, type LeadReceipt } from '@/features/leads/intake/result'

async function submit(input: unknown): Promise<ActionResult<LeadReceipt>> {
  return toActionResult(await receiveLead(enquiryLead, input, await headers()))
}

/** The enquiry form's server action once the page runs (react-hook-form sends the fields); the same path as POST /forms/enquiry. */
export async function submitEnquiryAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  return submit(input)
}

/** What the form shows after a post made without JavaScript: the answer, and on failure what was typed. */
export type EnquiryFormState = {
  result: ActionResult<LeadReceipt>
  values?: Record<string, string>
} | null

/**
 * The same form posted by the browser itself (no JavaScript yet, or none at all): the fields come as
 * form data, the consent box as 'on'. The page is rendered again with the server's messages.
 */
export async function submitEnquiryForm(
  _previous: EnquiryFormState,
  formData: FormData,
): Promise<EnquiryFormState> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData)
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value
  const result = await submit({
    ...values,
    consent: values.consent === 'on' || values.consent === 'true',
  })
  return result.ok ? { result } : { result, values }
}

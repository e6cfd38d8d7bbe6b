'use server'

import { headers } from 'next/headers'

import type { ActionResult } from '@/lib/actionResult'
import { callbackLead } from '@/lib/leads/callbackLead'
import { receiveLead } from '@/lib/leads/leadEndpoint'
import { toActionResult, type LeadReceipt } from '@/lib/leads/result'

/** The callback dialog's server action; the same path as POST /forms/callback. */
export async function requestCallbackAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  return toActionResult(await receiveLead(callbackLead, input, await headers()))
}

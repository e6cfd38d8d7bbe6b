'use server'

import { headers } from 'next/headers'

import type { ActionResult } from '@/lib/actionResult'
import { callbackLead } from '@/features/leads/intake/callbackLead'
import { receiveLead } from '@/features/leads/intake/leadEndpoint'
import { toActionResult, type LeadReceipt } from '@/features/leads/intake/result'

/** The callback dialog's server action; the same path as POST /forms/callback. */
export async function requestCallbackAction(input: unknown): Promise<ActionResult<LeadReceipt>> {
  return toActionResult(await receiveLead(callbackLead, input, await headers()))
}

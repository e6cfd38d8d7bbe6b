import { callbackLead } from '@/lib/leads/callbackLead'
import { leadEndpoint } from '@/lib/leads/leadEndpoint'

/** POST /forms/callback: the callback dialog over HTTP, dates and times in Johannesburg (see leadEndpoint). */
export const POST = leadEndpoint(callbackLead)

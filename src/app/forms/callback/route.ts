import { callbackLead } from '@/features/leads/intake/callbackLead'
import { leadEndpoint } from '@/features/leads/intake/leadEndpoint'

/** POST /forms/callback: the callback dialog over HTTP, dates and times in Johannesburg (see leadEndpoint). */
export const POST = leadEndpoint(callbackLead)

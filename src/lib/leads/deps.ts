import type { Payload } from 'payload'

import type { SubmissionRateLimiter } from '@/lib/rateLimit/submissions'

import type { Agency } from './emails'

/** What the submit functions need from their caller; tests pass their own pieces. */
export interface LeadDeps {
  readonly payload: Payload
  readonly limiter?: SubmissionRateLimiter
  /** Runs work after the response is decided (Next's `after`); omitted, nothing is kicked. */
  readonly defer?: (task: () => Promise<void>) => void
  readonly now?: () => Date
  readonly secret?: string
}

/**
 * Site settings change rarely and every submission needs them; an edit in the admin reaches the
 * emails within this long.
 */
const AGENCY_TTL_MS = 30_000
let agencyCache: { payload: Payload; agency: Agency; readAt: number } | null = null

/** The agency's mailbox and reply promise, read as the system (site settings are public anyway). */
export async function readAgency(payload: Payload, now: number = Date.now()): Promise<Agency> {
  if (agencyCache && agencyCache.payload === payload && now - agencyCache.readAt < AGENCY_TTL_MS) {
    return agencyCache.agency
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const agency: Agency = {
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    replyHours: settings.replyHours,
  }
  agencyCache = { payload, agency, readAt: now }
  return agency
}

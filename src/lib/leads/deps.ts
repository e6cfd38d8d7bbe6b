import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { postgresLimiterFactory, SubmissionRateLimiter } from '@/lib/rateLimit'
import { env } from '@/utilities/env'

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

export const hasPool = (db: unknown): db is { pool: Pool } =>
  typeof db === 'object' &&
  db !== null &&
  'pool' in db &&
  typeof db.pool === 'object' &&
  db.pool !== null &&
  'query' in db.pool

const limiters = new WeakMap<Payload, SubmissionRateLimiter>()

/** One limiter per Payload instance, on the Postgres pool Payload already holds. */
export function submissionRateLimiterFor(payload: Payload): SubmissionRateLimiter {
  let limiter = limiters.get(payload)
  if (!limiter) {
    if (!hasPool(payload.db)) throw new Error('Rate limits need the Postgres adapter')
    limiter = new SubmissionRateLimiter(postgresLimiterFactory(payload.db.pool), env.payloadSecret)
    limiters.set(payload, limiter)
  }
  return limiter
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

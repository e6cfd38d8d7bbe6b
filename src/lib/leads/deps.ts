import type { Payload } from 'payload'

import type { SubmissionRateLimiter } from '@/lib/rateLimit/submissions'

/** What the submit functions need from their caller; tests pass their own pieces. */
export interface LeadDeps {
  readonly payload: Payload
  readonly limiter?: SubmissionRateLimiter
  /** Runs work after the response is decided (Next's `after`); omitted, nothing is kicked. */
  readonly defer?: (task: () => Promise<void>) => void
  readonly now?: () => Date
  readonly secret?: string
}

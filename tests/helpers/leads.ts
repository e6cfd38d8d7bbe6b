import { submitEnquiry } from '@/features/leads/intake/enquiryLead'

/** A rate limiter that allows every attempt, for tests whose subject is not the limit (it has its own). */
export const allowEveryAttempt = {
  consume: () => Promise.resolve({ allowed: true as const }),
} as unknown as NonNullable<Parameters<typeof submitEnquiry>[2]['limiter']>

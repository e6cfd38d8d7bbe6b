import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import type { Payload } from 'payload'

import type { ClientAddress } from '@/lib/clientAddress'
import { UNKNOWN_CLIENT } from '@/lib/clientAddress'
import { env } from '@/utilities/env'
import { ADDRESS_RATE_LIMIT, RATE_LIMIT } from '@/validation/limits'

import { hashKey } from './key'
import { perPayload } from './memo'
import { limiterFactoryFor, type LimiterFactory } from './store'
import { isRefusal, refusedFor, type RateLimitVerdict } from './verdict'

/**
 * Limits on enquiry and callback submissions. Every attempt whose body is a JSON object counts,
 * valid or not (the spec limits "attempts"); the form's own validation keeps honest visitors from
 * wasting them.
 *
 * - Per person (email plus client address): RATE_LIMIT's minute and hour, each a fixed window
 *   opened by the first attempt. Without a trusted proxy (clientAddress.ts) the key is the email
 *   alone, so a forged X-Forwarded-For cannot hand out fresh counters. The two forms count
 *   separately.
 * - Per client address: ADDRESS_RATE_LIMIT, shared by both forms, against made-up emails.
 */

export type SubmissionForm = 'enquiry' | 'callback'

export function addressLimitPerHour(value = process.env.RATE_LIMIT_PER_ADDRESS_PER_HOUR): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : ADDRESS_RATE_LIMIT.maxAttempts
}

export const submissionLimiterSpecs = (addressPerHour = addressLimitPerHour()) => ({
  person: [
    {
      keyPrefix: 'person-minute',
      points: RATE_LIMIT.shortWindowMax,
      durationSeconds: RATE_LIMIT.shortWindowMs / 1000,
    },
    {
      keyPrefix: 'person-hour',
      points: RATE_LIMIT.longWindowMax,
      durationSeconds: RATE_LIMIT.longWindowMs / 1000,
    },
  ],
  address: [{ keyPrefix: 'address-hour', points: addressPerHour, durationSeconds: ADDRESS_RATE_LIMIT.windowSeconds }],
  spam: {
    keyPrefix: 'spam-address-hour',
    points: ADDRESS_RATE_LIMIT.maxSpamStored,
    durationSeconds: ADDRESS_RATE_LIMIT.windowSeconds,
  },
})

export interface SubmissionAttempt {
  readonly form: SubmissionForm
  /** As typed, after cleaning; compared case-insensitively. May be empty or invalid. */
  readonly email: string
  readonly client: ClientAddress
}

export class SubmissionRateLimiter {
  private readonly person: RateLimiterAbstract[]
  private readonly address: RateLimiterAbstract[]
  private readonly spam: RateLimiterAbstract

  constructor(
    factory: LimiterFactory,
    private readonly secret: string,
    specs = submissionLimiterSpecs(),
  ) {
    this.person = specs.person.map(factory)
    this.address = specs.address.map(factory)
    this.spam = factory(specs.spam)
  }

  /**
   * Counts a bot-flagged submission against its address's spam allowance only, never against a
   * real visitor's limits. `store: false` past the cap; `seen` is how many arrived this hour.
   */
  async consumeSpam(client: ClientAddress): Promise<{ store: boolean; seen: number }> {
    try {
      const result = await this.spam.consume(hashKey(this.secret, 'spam', client.address))
      return { store: true, seen: result.consumedPoints }
    } catch (reason) {
      if (!isRefusal(reason)) throw reason
      return { store: false, seen: reason.consumedPoints }
    }
  }

  /**
   * Counts the attempt against the address's limit and the person's windows, strictest first. An
   * attempt the minute refuses is not counted in the hour: otherwise, in a burst, the minute and the
   * hour could each let a different few through and refuse the visitor's third real attempt.
   */
  async consume({ form, email, client }: SubmissionAttempt): Promise<RateLimitVerdict> {
    const personAddress = client.verified ? client.address : UNKNOWN_CLIENT
    const personEmail = email.trim().toLowerCase()
    const personKey = hashKey(this.secret, 'person', form, personEmail, personAddress)
    const addressKey = hashKey(this.secret, 'address', client.address)

    // An attempt without an email names no person; it counts against its address only. Keyed on
    // '' it would share one counter with every other such attempt on the internet.
    const personLimiters = personEmail === '' ? [] : this.person
    const addressOutcomes = Promise.allSettled(this.address.map((limiter) => limiter.consume(addressKey)))
    const personOutcomes: PromiseSettledResult<RateLimiterRes>[] = []
    for (const limiter of personLimiters) {
      const [outcome] = await Promise.allSettled([limiter.consume(personKey)])
      personOutcomes.push(outcome)
      if (outcome.status === 'rejected') break
    }
    const outcomes = [...personOutcomes, ...(await addressOutcomes)]

    let retryAfterMs = 0
    let refused = false
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue
      if (!isRefusal(outcome.reason)) throw outcome.reason
      refused = true
      retryAfterMs = Math.max(retryAfterMs, outcome.reason.msBeforeNext)
    }
    return refused ? refusedFor(retryAfterMs) : { allowed: true }
  }
}

export const submissionRateLimiterFor: (payload: Payload) => SubmissionRateLimiter = perPayload(
  (payload) => new SubmissionRateLimiter(limiterFactoryFor(payload), env.payloadSecret),
)

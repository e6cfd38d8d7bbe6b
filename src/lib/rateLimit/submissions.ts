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

/** Enquiry and callback limits; every JSON attempt counts, valid or not (docs/decisions.md#rate-limits). */

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
  address: [
    {
      keyPrefix: 'address-hour',
      points: addressPerHour,
      durationSeconds: ADDRESS_RATE_LIMIT.windowSeconds,
    },
  ],
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

  /** Bot-flagged submissions count only against the address's spam allowance; `store: false` past it. */
  async consumeSpam(client: ClientAddress): Promise<{ store: boolean; seen: number }> {
    try {
      const result = await this.spam.consume(hashKey(this.secret, 'spam', client.address))
      return { store: true, seen: result.consumedPoints }
    } catch (reason) {
      if (!isRefusal(reason)) throw reason
      return { store: false, seen: reason.consumedPoints }
    }
  }

  /** Strictest first; a refused attempt is not counted in the next window, or a burst could refuse a third real one. */
  async consume({ form, email, client }: SubmissionAttempt): Promise<RateLimitVerdict> {
    const personAddress = client.verified ? client.address : UNKNOWN_CLIENT
    const personEmail = email.trim().toLowerCase()
    const personKey = hashKey(this.secret, 'person', form, personEmail, personAddress)
    const addressKey = hashKey(this.secret, 'address', client.address)

    // Keyed on '' an attempt without an email would share one counter with every other such attempt.
    const personLimiters = personEmail === '' ? [] : this.person
    const addressOutcomes = Promise.allSettled(
      this.address.map((limiter) => limiter.consume(addressKey)),
    )
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

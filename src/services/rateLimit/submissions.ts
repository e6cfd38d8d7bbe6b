import type { Payload } from 'payload'

import { UNKNOWN_CLIENT, type ClientAddress } from '@/lib/clientAddress'
import { poolOf } from '@/db/client'
import { postgresCounters } from '@/db/rateLimits'
import { env } from '@/env'
import { ADDRESS_RATE_LIMIT, RATE_LIMIT } from '@/validation/limits'
import { keyedHash } from '@/lib/signing'

import type { CounterStore } from './counters'
import { perPayload } from './memo'
import { refusedFor, type RateLimitVerdict } from './verdict'

/** Enquiry and callback limits; every JSON attempt counts, valid or not (docs/decisions.md#rate-limits). */

export type SubmissionForm = 'enquiry' | 'callback'

export function addressLimitPerHour(value = env.vars().RATE_LIMIT_PER_ADDRESS_PER_HOUR): number {
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
  constructor(
    private readonly counters: CounterStore,
    private readonly secret: string,
    private readonly specs = submissionLimiterSpecs(),
  ) {}

  /** Bot-flagged submissions count only against the address's spam allowance; `store: false` past it. */
  async consumeSpam(client: ClientAddress): Promise<{ store: boolean; seen: number }> {
    const [[counted] = []] = await this.counters([
      [{ spec: this.specs.spam, key: keyedHash('spam', this.secret, client.address) }],
    ])
    if (!counted) throw new Error('The spam counter answered nothing')
    return { store: counted.allowed, seen: counted.consumedPoints }
  }

  /**
   * Every counter in one call (one statement in Postgres). The person's windows are a chain,
   * strictest first: a refused attempt is not counted in the next window, or a burst could refuse
   * a third real one. The address's allowance is counted whatever the person's windows say.
   */
  async consume({ form, email, client }: SubmissionAttempt): Promise<RateLimitVerdict> {
    const personAddress = client.verified ? client.address : UNKNOWN_CLIENT
    const personEmail = email.trim().toLowerCase()
    const personKey = keyedHash('person', this.secret, form, personEmail, personAddress)
    const addressKey = keyedHash('address', this.secret, client.address)

    // Keyed on '' an attempt without an email would share one counter with every other such attempt.
    const personChain =
      personEmail === '' ? [] : this.specs.person.map((spec) => ({ spec, key: personKey }))
    const addressChains = this.specs.address.map((spec) => [{ spec, key: addressKey }])
    const counted = (await this.counters([personChain, ...addressChains])).flat()

    const refused = counted.filter((counter) => !counter.allowed)
    return refused.length
      ? refusedFor(Math.max(...refused.map((counter) => counter.msBeforeNext)))
      : { allowed: true }
  }
}

export const submissionRateLimiterFor: (payload: Payload) => SubmissionRateLimiter = perPayload(
  (payload) => new SubmissionRateLimiter(postgresCounters(poolOf(payload)), env.payloadSecret),
)

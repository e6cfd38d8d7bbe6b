import { createHmac } from 'node:crypto'

import {
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { Pool } from 'pg'

import { RATE_LIMIT } from '@/validation/limits'

import type { ClientAddress } from './clientAddress'
import { UNKNOWN_CLIENT } from './clientAddress'

/**
 * Server-side limits on enquiry and callback submissions. Every attempt whose body is a JSON
 * object counts, valid or not (the spec limits "attempts", and a free validation oracle helps
 * nobody but a bot); the form's own validation keeps honest visitors from wasting attempts.
 *
 * - Per person (the spec's key, email plus client address): 3 in 60 s and 10 in an hour, each a
 *   fixed window opened by the first attempt, so an hour without attempts always starts afresh.
 *   When no trusted proxy vouches for the address (see clientAddress.ts) the key is the email
 *   alone: a forged X-Forwarded-For must not hand out fresh counters. Enquiries and callbacks
 *   count separately, so sending a message does not use up the budget for booking a call.
 * - Per client address: 60 an hour, shared by both forms, against floods of made-up emails.
 *   An office or a mobile network behind one address would need one submission a minute for a
 *   whole hour to reach it, which no real office does on an agency's contact form, while a bot
 *   is held to 60 stored records an hour. RATE_LIMIT_PER_ADDRESS_PER_HOUR overrides it (e.g. for
 *   a large carrier-grade NAT).
 *
 * Counters live in Postgres (rate-limiter-flexible's RateLimiterPostgres on the app's pool), so
 * the limits hold across app instances and restarts. Keys are HMACs: the table never holds an
 * email or an IP address.
 */

export type SubmissionForm = 'enquiry' | 'callback'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface LimiterSpec {
  readonly keyPrefix: string
  readonly points: number
  readonly durationSeconds: number
}

export const DEFAULT_ADDRESS_LIMIT_PER_HOUR = 60

export function addressLimitPerHour(value = process.env.RATE_LIMIT_PER_ADDRESS_PER_HOUR): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_ADDRESS_LIMIT_PER_HOUR
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
  address: [{ keyPrefix: 'address-hour', points: addressPerHour, durationSeconds: 3600 }],
  spam: { keyPrefix: 'spam-address-hour', points: SPAM_STORED_PER_ADDRESS_PER_HOUR, durationSeconds: 3600 },
})

/**
 * Submissions flagged as bots are stored (status spam) so staff can release a real lead, but mass
 * bot traffic must not fill the database: past this many an hour from one address, they are
 * dropped and only counted (the limiter's row keeps the count).
 */
export const SPAM_STORED_PER_ADDRESS_PER_HOUR = 20

export type LimiterFactory = (spec: LimiterSpec) => RateLimiterAbstract

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
      const result = await this.spam.consume(this.key('spam', client.address))
      return { store: true, seen: result.consumedPoints }
    } catch (reason) {
      if (!(reason instanceof RateLimiterRes)) throw reason
      return { store: false, seen: reason.consumedPoints }
    }
  }

  private key(...parts: string[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\u0000')).digest('hex')
  }

  /**
   * Counts the attempt against the address's limit and the person's windows, strictest first. An
   * attempt the minute refuses is not counted in the hour: otherwise, in a burst, the minute and the
   * hour could each let a different few through and refuse the visitor's third real attempt.
   */
  async consume({ form, email, client }: SubmissionAttempt): Promise<RateLimitVerdict> {
    const personAddress = client.verified ? client.address : UNKNOWN_CLIENT
    const personEmail = email.trim().toLowerCase()
    const personKey = this.key('person', form, personEmail, personAddress)
    const addressKey = this.key('address', client.address)

    // An attempt without an email names no person; it counts against its address only. Keyed on
    // '' it would share one counter with every other such attempt on the internet, so anyone could
    // make every other visitor's emailless attempt answer 'Too many submission attempts'.
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
      // The library rejects with a RateLimiterRes when a limit is reached and with an Error
      // when the store fails; only the first is a verdict.
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason
      refused = true
      retryAfterMs = Math.max(retryAfterMs, outcome.reason.msBeforeNext)
    }
    return refused
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true }
  }
}

/** The table comes from the migration `rate_limits`, never from the library at run time. */
export const RATE_LIMIT_TABLE = 'rate_limits'

export const postgresLimiterFactory =
  (pool: Pool): LimiterFactory =>
  ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Rows expired for an hour are deleted every 5 minutes by the library.
      clearExpiredByTimeout: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    })

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/db/unavailable'
import { outcomeResponse } from '@/features/leads/intake/http'
import { unavailable } from '@/features/leads/intake/submitLead'
import { SERVICE_UNAVAILABLE } from '@/validation/messages'

/** A Postgres error as node-postgres raises it (a DatabaseError with its SQLSTATE). */
const postgresError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code })

/** As Drizzle wraps a failed query: the driver's error is the cause. */
const wrapped = (cause: unknown) =>
  new Error('Failed query: insert into "enquiries" ...', { cause })

describe('database unavailable', () => {
  it('recognises a restart, a refused connection and a cut one, also wrapped by Drizzle', async () => {
    const refused = await new pg.Client({
      host: '127.0.0.1',
      port: 1,
      connectionTimeoutMillis: 2_000,
    })
      .connect()
      .then(
        () => null,
        (err: unknown) => err,
      )
    expect(isDatabaseUnavailable(refused)).toBe(true)
    for (const error of [
      postgresError('57P01', 'terminating connection due to administrator command'),
      postgresError('57P03', 'the database system is starting up'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      // Payload's beginTransaction rethrows a failed BEGIN as a new Error, without the cause.
      new Error('Error: cannot begin transaction: Failed query: begin\nparams: '),
      new Error('Error: cannot begin transaction: the database system is shutting down'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true)
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true)
    }
  })

  it('leaves faults in the query or the data to the 500 and 4xx paths', () => {
    for (const error of [
      postgresError('23505', 'duplicate key value violates unique constraint'),
      postgresError('42P01', 'relation "enquiries" does not exist'),
      new Error('Cannot read properties of undefined'),
      'ECONNREFUSED',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false)
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false)
    }
  })

  it('answers a submission 503 with Retry-After and the catalogue wording', async () => {
    const response = outcomeResponse(unavailable())
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await response.json()).toEqual({ ok: false, message: SERVICE_UNAVAILABLE })
  })
})

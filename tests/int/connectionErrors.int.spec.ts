/**
 * Connections Postgres closes (what `pg_ctl restart -m fast` does to each of them) are answered,
 * not thrown (issue 27). Vitest fails the run on an uncaught exception, so without a listener on
 * every connection, idle or checked out, this file fails. The full restart under traffic is
 * tests/restart.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { warnOnConnectionErrors, withConnectionErrorsHandled } from '@/db/connectionErrors'
import { isDatabaseUnavailable } from '@/db/unavailable'
import { poolOf } from '@/db/client'

import { getTestPayload } from '../helpers/payload'
import { required } from '../helpers/lists'

let payload: Payload
// Unset when beforeAll failed before connecting; afterAll still runs.
let admin: pg.Client | undefined

/** Ends every other connection to the test database: only this file's Payload has any now. */
async function cutConnections(): Promise<number> {
  const { rowCount } = await required(admin, 'the admin connection').query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )
  // The server's message and the closed socket reach the clients a moment later.
  await new Promise((resolve) => setTimeout(resolve, 300))
  return rowCount ?? 0
}

beforeAll(async () => {
  payload = await getTestPayload()
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  warnOnConnectionErrors(client, () => {}, 'Test admin connection')
  admin = client
  await client.connect()
})

afterAll(async () => {
  await admin?.end()
})

describe('connections Postgres closes', () => {
  it('idle or checked out, none is an uncaught exception, and the pool reconnects by itself', async () => {
    const pool = poolOf(payload)
    await payload.count({ collection: 'services' })
    const held = await pool.connect()
    await held.query('select 1')

    expect(await cutConnections()).toBeGreaterThan(1)

    const failure = await held.query('select 1').then(
      () => null,
      (err: unknown) => err,
    )
    expect(failure, 'a query on a connection the server closed').not.toBeNull()
    expect(isDatabaseUnavailable(failure)).toBe(true)
    held.release(true)

    const { totalDocs } = await payload.count({ collection: 'services' })
    expect(totalDocs).toBeGreaterThan(0)
  })

  it('a transaction whose connection is cut hands that connection back, so the pool does not run dry', async () => {
    // Payload's job queue leaves such a transaction open when its update fails (src/db/transactions.ts).
    const left = await Promise.all([1, 2, 3, 4].map(() => payload.db.beginTransaction()))
    await cutConnections()
    const sessions = (payload.db as unknown as { sessions: Record<string, unknown> }).sessions
    for (const id of left) expect(sessions[String(id)], 'a transaction left open').toBeUndefined()

    // The pool's 10 connections, less Payload's reserved one, all open transactions again.
    const ids = await Promise.all(Array.from({ length: 9 }, () => payload.db.beginTransaction()))
    await Promise.all(
      ids.map((id) => payload.db.commitTransaction(required(id, 'a transaction id'))),
    )
  })

  it('a pool of ours that nobody added a listener to (before onInit, a read replica) survives its idle connections being closed', async () => {
    const { Pool } = withConnectionErrorsHandled(pg)
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
    try {
      // Three connections opened and handed back: all idle in the pool when Postgres closes them.
      const clients = await Promise.all([1, 2, 3].map(() => pool.connect()))
      for (const client of clients) client.release()
      expect(pool.idleCount).toBe(3)

      expect(await cutConnections()).toBeGreaterThanOrEqual(3)
      expect(pool.idleCount, 'closed connections dropped from the pool').toBe(0)

      const { rows } = await pool.query<{ one: number }>('select 1 as one')
      expect(rows[0]?.one).toBe(1)
    } finally {
      await pool.end()
    }
  })
})

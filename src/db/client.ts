import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapter, Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

type Postgres = DatabaseAdapter & PostgresAdapter

/** A Drizzle handle on the generated schema (src/db/schema.ts): the pool's, or one transaction's. */
export type Database = Postgres['drizzle']

const isPostgres = (db: DatabaseAdapter | undefined): db is Postgres =>
  db?.packageName === '@payloadcms/db-postgres'

/** Payload's Postgres adapter; everything in src/db/ reaches the database through it. */
export function postgresOf(payload: Payload): Postgres {
  if (!isPostgres(payload.db)) throw new Error('This needs the Postgres adapter')
  return payload.db
}

/** The adapter's pool, for what needs one connection of its own or a table Payload does not know. */
export const poolOf = (payload: Payload): Pool => postgresOf(payload).pool

/**
 * The Drizzle handle of `req`'s transaction, as the adapter's own writes find it, or the pool's:
 * with `req`, a write commits or rolls back with the rest of that request's work.
 */
export async function drizzleOf(
  payload: Payload,
  req?: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<Database> {
  const adapter = postgresOf(payload)
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const session = transactionID !== undefined ? adapter.sessions[transactionID] : undefined
  // A transaction has the query builder of the pool's handle, on its own connection.
  return (session?.db as Database | undefined) ?? adapter.drizzle
}

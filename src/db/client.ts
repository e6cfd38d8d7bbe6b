import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

/** A Drizzle handle: the pool's, or one transaction's. */
export type Database = PostgresAdapter['sessions'][string]['db']

const POSTGRES_ADAPTER = '@payloadcms/db-postgres'

/** Payload's Postgres adapter; everything in src/db/ reaches the database through it. */
export function postgresOf(payload: Payload): PostgresAdapter {
  if (payload.db?.packageName !== POSTGRES_ADAPTER) throw new Error('This needs the Postgres adapter')
  return payload.db as PostgresAdapter
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
  return (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

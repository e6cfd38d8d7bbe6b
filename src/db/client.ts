import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapter, Payload, PayloadRequest } from 'payload'
import type { Pool, QueryConfig } from 'pg'

import { env } from '@/env'

type Postgres = DatabaseAdapter & PostgresAdapter

/** A Drizzle handle on the generated schema (src/db/schema.ts): the pool's, or one transaction's. */
export type Database = Postgres['drizzle']

const isPostgres = (db: DatabaseAdapter | undefined): db is Postgres =>
  db?.packageName === '@payloadcms/db-postgres'

/** False for a stand-in Payload without a database (unit tests). */
export const hasPostgres = (payload: Payload): boolean => isPostgres(payload.db)

/** Payload's Postgres adapter; everything in src/db/ reaches the database through it. */
export function postgresOf(payload: Payload): Postgres {
  if (!isPostgres(payload.db)) throw new Error('This needs the Postgres adapter')
  return payload.db
}

/** The adapter's pool, for what needs one connection of its own or a table Payload does not know. */
export const poolOf = (payload: Payload): Pool => postgresOf(payload).pool

type TransactionOf = Partial<Pick<PayloadRequest, 'transactionID'>>

/** The Drizzle handle of `req`'s transaction, as the adapter's own writes find it. */
async function sessionOf(adapter: Postgres, req?: TransactionOf): Promise<Database | undefined> {
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const session = transactionID !== undefined ? adapter.sessions[transactionID] : undefined
  // A transaction has the query builder of the pool's handle, on its own connection.
  return session?.db as Database | undefined
}

/** `req`'s transaction, or the pool's handle: with `req`, a write commits or rolls back with its work. */
export async function drizzleOf(payload: Payload, req?: TransactionOf): Promise<Database> {
  const adapter = postgresOf(payload)
  return (await sessionOf(adapter, req)) ?? adapter.drizzle
}

/** `req`'s transaction, for a statement that must not run outside one. */
export async function transactionOf(payload: Payload, req: TransactionOf): Promise<Database> {
  const db = await sessionOf(postgresOf(payload), req)
  if (!db) throw new Error('This needs a database transaction')
  return db
}

const statementNames = new Map<string, string>()

/**
 * `kind` and a digest of `text`: a statement whose text changes (a column added while `next dev`
 * keeps the pool) gets a new name, where node-postgres refuses a known name with another text.
 */
function statementName(kind: string, text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `${kind}:${createHash('sha256').update(text).digest('base64url').slice(0, 16)}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * A statement every submission runs, as node-postgres sends it: named, so each connection parses
 * and plans it once and then sends only its values (docs/decisions.md#lead-storage). Unnamed with
 * DATABASE_NAMED_STATEMENTS=false, for a pooler in transaction mode that does not track names.
 */
export const everySubmission = (kind: string, text: string, values: unknown[]): QueryConfig =>
  env.namedStatements ? { name: statementName(kind, text), text, values } : { text, values }

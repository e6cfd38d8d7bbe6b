import { AsyncLocalStorage } from 'node:async_hooks'

import pg from 'pg'

type Query = (...args: unknown[]) => unknown

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String(query.text)
      : String(query)

const nameOf = (query: unknown): string | undefined =>
  typeof query === 'object' && query !== null && 'name' in query && typeof query.name === 'string'
    ? query.name || undefined
    : undefined

/** A statement as node-postgres sent it: its one-line text, and its name when it was named. */
export interface SentStatement {
  readonly text: string
  readonly name?: string
}

/** The statements of the `sentDuring` call whose work is running, by async context. */
const collecting = new AsyncLocalStorage<SentStatement[]>()

/**
 * Every statement node-postgres sends for `work`, in order: pool queries, transactions
 * (Drizzle's `begin`/`commit`) and checked-out clients all go through Client#query. Only calls
 * made within `work`'s own async context count: a timer or a job of the same process (its job
 * runner, a cache renewal, an earlier test file's leftovers) sends its statements uncounted.
 */
export async function sentDuring(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const original = prototype.query
  const seen: SentStatement[] = []
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const statements = collecting.getStore()
    if (statements) {
      const name = nameOf(args[0])
      const text = textOf(args[0]).replace(/\s+/g, ' ').trim()
      statements.push(name === undefined ? { text } : { text, name })
    }
    return original.apply(this, args)
  }
  try {
    await collecting.run(seen, work)
  } finally {
    prototype.query = original
  }
  return seen
}

/** The text of every statement sent while `work` runs (`sentDuring`). */
export const statementsDuring = async (work: () => Promise<unknown>): Promise<string[]> =>
  (await sentDuring(work)).map((statement) => statement.text)

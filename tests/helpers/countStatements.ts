import pg from 'pg'

type Query = (...args: unknown[]) => unknown

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String(query.text)
      : String(query)

/**
 * Every statement node-postgres sends while `work` runs, in order, as one-line text: pool queries,
 * transactions (Drizzle's `begin`/`commit`) and checked-out clients all go through Client#query.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const prototype = pg.Client.prototype as unknown as { query: Query }
  const original = prototype.query
  const seen: string[] = []
  prototype.query = function (this: unknown, ...args: unknown[]) {
    seen.push(textOf(args[0]).replace(/\s+/g, ' ').trim())
    return original.apply(this, args)
  }
  try {
    await work()
  } finally {
    prototype.query = original
  }
  return seen
}

/**
 * Whether an error means "Postgres cannot be reached right now" (restarting, shutting down, the
 * connection cut), as opposed to a fault in the query or the data. Such a failure is answered 503
 * with Retry-After, never 500: the visitor can simply send again in a moment.
 */

/** Seconds a client is asked to wait: a Postgres restart takes about one to three. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** Longest wait for a pool connection before the request fails as unavailable. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000

const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  // Postgres: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
  '57P01',
  '57P02',
  '57P03',
  // Postgres connection exceptions.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // The socket, from Node.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
])

/**
 * What node-postgres and pg-pool say when the socket went away or no connection came in time, and
 * Payload's rethrow of a failed BEGIN (@payloadcms/drizzle beginTransaction keeps only the message,
 * not the cause; a BEGIN fails only when the connection does).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|cannot connect to Postgres|cannot begin transaction|the database system is (shutting down|starting up)|terminating connection due to administrator command/i

const MAX_DEPTH = 6

/** Follows `cause` (Drizzle, Payload), `originalError` (GraphQL) and AggregateError's `errors`. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || !error || typeof error !== 'object') return false
  if ('code' in error && typeof error.code === 'string' && UNAVAILABLE_CODES.has(error.code))
    return true
  if (
    'message' in error &&
    typeof error.message === 'string' &&
    UNAVAILABLE_MESSAGES.test(error.message)
  )
    return true
  const inner: unknown[] = []
  if ('cause' in error) inner.push(error.cause)
  if ('originalError' in error) inner.push(error.originalError)
  if ('errors' in error && Array.isArray(error.errors)) inner.push(...(error.errors as unknown[]))
  return inner.some((next) => isDatabaseUnavailable(next, depth + 1))
}

import type { EventEmitter } from 'node:events'

/** How the warning is written: Payload's logger (`payload.logger.warn`) or console in scripts. */
export type WarnLog = (entry: { err: unknown; msg: string }) => void

/** One warning per outage: a restart closes every idle connection at once, each with its own event. */
const QUIET_MS = 30_000
const HANDLED = Symbol.for('agency-site.connectionErrorsHandled')

type Marked = EventEmitter & { [HANDLED]?: true }

/**
 * Listens for 'error' on a pg Pool or Client. Postgres closing a connection that is not running a
 * query (a restart, `pg_terminate_backend`) is emitted as an 'error' event, and an EventEmitter
 * without an 'error' listener throws it as an uncaught exception. The pool has already dropped
 * that connection and opens a new one on next use, and a query on a dropped Client rejects, so a
 * warning is all the event needs. Idempotent: a second call on the same emitter adds nothing.
 */
export function warnOnConnectionErrors(emitter: EventEmitter, warn: WarnLog, label: string): void {
  const marked = emitter as Marked
  if (marked[HANDLED]) return
  marked[HANDLED] = true
  let quietUntil = 0
  emitter.on('error', (err: unknown) => {
    const now = Date.now()
    if (now < quietUntil) return
    quietUntil = now + QUIET_MS
    const reason = err instanceof Error ? err.message : String(err)
    warn({
      err,
      msg: `${label}: a Postgres connection was closed (${reason}); reconnecting on next use`,
    })
  })
}

/** For scripts: the same warning on stderr. */
export const consoleWarn: WarnLog = ({ msg }) => console.warn(msg)

import type { EventEmitter } from 'node:events'

import type pg from 'pg'
import type { PoolConfig } from 'pg'

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

/**
 * node-postgres whose Pool gives every connection it opens an 'error' listener from the start.
 * pg-pool listens only while a connection is idle; one checked out (a transaction, Payload's
 * reserved connection) and cut by a restart would otherwise throw its event as an uncaught
 * exception. The query it was running rejects and is answered there, so the listener stays silent.
 * An idle connection's error is re-emitted by the pool itself: the pool listens from its
 * construction too, so that never throws either, before `onInit` adds the warning (payload.config.ts)
 * or in a pool nobody adds one to (Payload's read replicas).
 */
export function withConnectionErrorsHandled(base: typeof pg): typeof pg {
  class Pool extends base.Pool {
    constructor(config?: PoolConfig) {
      super(config)
      this.on('error', ignore)
      this.on('connect', (client) => {
        client.on('error', ignore)
      })
    }
  }
  return { ...base, Pool }
}

const ignore = () => {}

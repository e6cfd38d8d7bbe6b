/**
 * A process-wide "does Postgres answer?" for code outside Payload's module graph (the page cache
 * handler, src/cache/cacheHandler.mjs). The app registers it once Payload has its pool
 * (payload.config.ts onInit); before that, the database counts as up. Plain ESM, like the handler.
 */

const PROBE_KEY = Symbol.for('agency-site.databaseProbe')

/** @param {() => Promise<boolean>} probe resolves true while the database answers */
export function registerDatabaseProbe(probe) {
  globalThis[PROBE_KEY] = probe
}

/** @returns {Promise<boolean>} true only when a registered probe says the database does not answer */
export async function databaseIsDown() {
  const probe = globalThis[PROBE_KEY]
  if (typeof probe !== 'function') return false
  try {
    return !(await probe())
  } catch {
    return true
  }
}

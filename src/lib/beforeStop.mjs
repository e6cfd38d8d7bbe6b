/**
 * Work an instance must finish before its process stops: what it keeps in memory and writes in
 * batches (page views, src/features/leads/visits/visitCounter.ts). The production server runs it
 * between its last request and Next's close (src/server/server.mjs). Process-wide: Next bundles
 * the code that registers in its own module graph. Plain ESM: the server imports it with Node alone.
 */

/** How long a stop waits for this work: a container's stop grace period is 10 s by default. */
export const BEFORE_STOP_TIMEOUT_MS = 5_000

/** @type {Set<() => Promise<void>>} */
const tasks = (globalThis[Symbol.for('agency-site.beforeStop')] ??= new Set())

/** @param {() => Promise<void>} task @returns {() => void} the task's removal */
export function beforeStop(task) {
  tasks.add(task)
  return () => tasks.delete(task)
}

/** Runs every task, each once, and waits for them all or the timeout, whichever is first. */
export async function runBeforeStop(timeoutMs = BEFORE_STOP_TIMEOUT_MS) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs)
  })
  try {
    await Promise.race([Promise.allSettled([...tasks].map((task) => task())), timeout])
  } finally {
    clearTimeout(timer)
  }
}

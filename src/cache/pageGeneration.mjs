/**
 * A counter bumped whenever a cached page may have changed on this instance: a tag or path expired,
 * or a page was stored (regenerated). The front server (src/server/cachedPages.mjs) drops its
 * compressed copies older than it. Process-wide: Next loads the cache handler in its own module graph.
 */

/** @type {{ generation: number, changedAt: number }} */
const state = (globalThis[Symbol.for('agency-site.pageGeneration')] ??= {
  generation: 0,
  changedAt: 0,
})

export const pageGeneration = () => state.generation

/** When pages last changed (ms since the epoch), 0 if never since the start. */
export const pagesChangedAt = () => state.changedAt

export function pagesChanged(now = Date.now()) {
  state.generation += 1
  state.changedAt = now
}

import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, RequestContext } from 'payload'

export type RevalidateTargets = {
  tags?: readonly string[]
  paths?: readonly string[]
  /** Paths whose whole layout depends on the change (e.g. the footer's settings). */
  layouts?: readonly string[]
}

type Collected = { tags: Set<string>; paths: Set<string>; layouts: Set<string> }

const OUTSIDE_NEXT = 'static generation store missing'

// Next bundles this module into several server layers; globalThis gives the process one store,
// so a hook in one layer adds to the collection the job runner in another started.
const STORE_KEY = Symbol.for('agency-site.revalidate.collected')
const globalStore = globalThis as typeof globalThis & {
  [STORE_KEY]?: AsyncLocalStorage<Collected>
}
const collecting: AsyncLocalStorage<Collected> = (globalStore[STORE_KEY] ??=
  new AsyncLocalStorage<Collected>())

/**
 * Runs `work` (a job run) and returns what its saves would have revalidated. A job has no Next
 * request, where revalidateTag works, and its saves are committed only once the job ends; the
 * runner hands the result to an app instance afterwards (src/services/revalidationRelay.ts).
 */
export async function collectRevalidations(
  work: () => Promise<void>,
): Promise<Required<RevalidateTargets>> {
  const collected: Collected = { tags: new Set(), paths: new Set(), layouts: new Set() }
  await collecting.run(collected, work)
  return {
    tags: [...collected.tags],
    paths: [...collected.paths],
    layouts: [...collected.layouts],
  }
}

/** Expires at once (`expire: 0`) so the next visitor sees the save; outside a Next request it is skipped, and it never blocks the save. */
export function revalidateContent(
  { payload, context }: { payload: Payload; context?: RequestContext },
  { tags = [], paths = [], layouts = [] }: RevalidateTargets,
): void {
  if (context?.disableRevalidate) return
  const collected = collecting.getStore()
  if (collected) {
    tags.forEach((tag) => collected.tags.add(tag))
    paths.forEach((path) => collected.paths.add(path))
    layouts.forEach((path) => collected.layouts.add(path))
    return
  }
  try {
    for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
    for (const path of new Set(paths)) revalidatePath(path)
    for (const path of new Set(layouts)) revalidatePath(path, 'layout')
    payload.logger.debug({ msg: 'Revalidated public pages', tags, paths, layouts })
  } catch (err) {
    if (err instanceof Error && err.message.includes(OUTSIDE_NEXT)) return
    payload.logger.error({ err, msg: 'Could not revalidate public pages' })
  }
}

import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload, RequestContext } from 'payload'

type RevalidateTargets = {
  tags?: readonly string[]
  paths?: readonly string[]
  /** Paths whose whole layout depends on the change (e.g. the footer's settings). */
  layouts?: readonly string[]
}

const OUTSIDE_NEXT = 'static generation store missing'

/** Expires at once (`expire: 0`) so the next visitor sees the save; outside a Next request it is skipped, and it never blocks the save. */
export function revalidateContent(
  { payload, context }: { payload: Payload; context?: RequestContext },
  { tags = [], paths = [], layouts = [] }: RevalidateTargets,
): void {
  if (context?.disableRevalidate) return
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

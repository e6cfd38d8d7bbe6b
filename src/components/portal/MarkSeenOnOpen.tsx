'use client'

import { useEffect } from 'react'

import { markPortalSeenAction } from '@/features/portal/actions/portalNotifications'
import type { SeenSection } from '@/validation/portalNotifications'

/**
 * Rendered inside a tab's panel, so it runs when the member opens the tab, not when the page
 * loads: what is new stays marked until they have had the chance to see it.
 */
export function MarkSeenOnOpen({ section }: { section: SeenSection }) {
  useEffect(() => {
    // Nothing to tell the member if this fails: the marks simply stay until next time.
    void markPortalSeenAction(section).catch(() => undefined)
  }, [section])
  return null
}

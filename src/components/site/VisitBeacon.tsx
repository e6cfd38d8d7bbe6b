'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import type { TouchRecord } from '@/lib/attribution'

import { recordArrival, recordToolView } from './attributionStorage'

/** The endpoint of src/app/forms/visit: under /forms, so it is a resource, never a page. */
const VISIT_ENDPOINT = '/forms/visit'

/** Runs `task` once the page has loaded and the browser is idle, so counting never delays a page. */
function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  const onIdle = typeof window.requestIdleCallback === 'function'
  let idle: number | undefined
  const schedule = () => {
    idle = onIdle ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle === undefined) return
    if (onIdle) window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/**
 * Attribution and the visit count (README "Attribution, privacy and the report"): on a page load
 * the touch is recorded; each page view, client navigations included, sends one beacon with the
 * path and the load's source. No cookie, no identifier: the server counts a visitor by a hash it
 * forgets the next day.
 */
export function VisitBeacon() {
  const pathname = usePathname()
  const arrival = useRef<TouchRecord | null>(null)
  useEffect(() => {
    // Read at once: a client navigation before the idle time would change the address.
    const touch = (arrival.current ??= recordArrival())
    return whenIdle(() => {
      recordToolView(pathname)
      const { source, medium, campaign } = touch
      navigator.sendBeacon(
        VISIT_ENDPOINT,
        JSON.stringify({ path: pathname, source, medium, campaign }),
      )
    })
  }, [pathname])
  return null
}

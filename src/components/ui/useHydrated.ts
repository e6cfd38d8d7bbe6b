'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser. A form only
 * its script can send keeps its submit button disabled until then (ClientForm's SubmitButton): a
 * click or Enter before hydration would submit natively and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

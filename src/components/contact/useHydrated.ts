'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML and during hydration, true once React runs in the browser. The forms
 * keep their submit button disabled until then: a click before hydration would submit natively,
 * bypass the browser-side checks and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

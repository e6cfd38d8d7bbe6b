'use client'

import { useCallback, useEffect, useRef } from 'react'

import { MIN_FILL_MS } from '@/lib/leads/formTokenRules'

/**
 * The server treats a submission made less than 3 s after its form token was issued as a bot and
 * answers it with a fake success. A person with autofill and a prefilled message can be that fast,
 * so the browser holds such a submission back until the 3 s have passed ('Sending...' meanwhile)
 * instead of letting it vanish. The token is issued before the page reaches the browser, so
 * counting from mount is on the safe side.
 */
export function useMinimumFillTime(): () => Promise<void> {
  const mountedAt = useRef<number | null>(null)
  useEffect(() => {
    mountedAt.current = Date.now()
  }, [])
  return useCallback(async () => {
    const elapsed = Date.now() - (mountedAt.current ?? Date.now())
    const remaining = MIN_FILL_MS + 100 - elapsed
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
  }, [])
}

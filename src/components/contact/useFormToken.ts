'use client'

import { useCallback, useEffect, useRef } from 'react'

import { MIN_FILL_MS } from '@/features/leads/intake/formTokenRules'

const TOKEN_ENDPOINT = '/forms/token'

/**
 * The form token a submission carries. The static page holds one issued when it was generated,
 * which is all a visitor without JavaScript sends; in the browser the form fetches a fresh one on
 * mount, so the server's 3-second minimum fill time measures this visit.
 * A person with autofill can still be faster than 3 s, so `waitForMinimumFillTime` holds such a
 * submission back ('Sending...' meanwhile) instead of letting it be taken for a bot. It counts
 * from when the fresh token arrived, which is after the server issued it.
 */
export function useFormToken(pageToken: string): {
  formToken: () => string
  waitForMinimumFillTime: () => Promise<void>
} {
  const token = useRef(pageToken)
  const issuedBy = useRef<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    issuedBy.current = Date.now()
    fetch(TOKEN_ENDPOINT, { cache: 'no-store', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ formToken?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.formToken !== 'string') return
        token.current = body.formToken
        issuedBy.current = Date.now()
      })
      // The page's own token still works: the submission only loses the fill-time check.
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  const waitForMinimumFillTime = useCallback(async () => {
    const elapsed = Date.now() - (issuedBy.current ?? Date.now())
    const remaining = MIN_FILL_MS + 100 - elapsed
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining))
  }, [])
  return { formToken: useCallback(() => token.current, []), waitForMinimumFillTime }
}

/**
 * The proxy's copy of the redirect table (docs/decisions.md#redirects): a Map in memory, so a
 * request for a page that is not redirected costs one lookup and no database or network read. The
 * copy is refreshed from this instance's own /next/redirects (a tagged cache read) at most once per
 * REFRESH_MS, which is how an edit made through any instance reaches every instance within 2 s.
 */

import { env } from '@/env'

export const REDIRECT_MAP_PATH = '/next/redirects'

/** Half the 2 s the issue allows, so a change is seen by the next request a second later at most. */
const REFRESH_MS = 1000
/** A slow answer never holds a visitor for long: the old copy serves meanwhile. */
const FETCH_TIMEOUT_MS = 500

type State = { map: ReadonlyMap<string, string>; loadedAt: number; pending?: Promise<void> }

const state: State = { map: new Map(), loadedAt: 0 }

/**
 * The server's own address, never the request's Host header: a forged Host would otherwise choose
 * where the map comes from, and so where visitors are sent.
 */
function ownOrigin(): string {
  return env.ownOrigin()
}

const isPairs = (value: unknown): value is Array<[string, string]> =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  )

async function refresh(now: number): Promise<void> {
  try {
    const response = await fetch(`${ownOrigin()}${REDIRECT_MAP_PATH}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    if (!response.ok) return
    const body = (await response.json()) as { pairs?: unknown }
    if (isPairs(body.pairs)) state.map = new Map(body.pairs)
  } catch {
    // Kept: the previous copy, until the next try.
  } finally {
    // A failed read waits REFRESH_MS too, so an outage costs one slow request a second, not all.
    state.loadedAt = now
  }
}

/**
 * The target for a path, or undefined. A stale copy is refreshed first (one fetch shared by the
 * requests arriving meanwhile), so a new redirect answers at most REFRESH_MS after its save.
 */
export async function redirectTargetFor(
  pathname: string,
  now = Date.now(),
): Promise<string | undefined> {
  if (now - state.loadedAt > REFRESH_MS) {
    state.pending ??= refresh(now).finally(() => {
      state.pending = undefined
    })
    await state.pending
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return state.map.get(path)
}

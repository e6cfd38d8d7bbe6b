/**
 * The proxy's copy of the redirect table (docs/decisions.md#redirects): a Map in memory, so a
 * request for a page that is not redirected costs one lookup and no database or network read. The
 * copy is refreshed in the background from this instance's own /next/redirects (a tagged cache
 * read) at most once per REFRESH_MS, which is how an edit made through any instance reaches every
 * instance within 2 s.
 */

import { env } from '@/env'

export const REDIRECT_MAP_PATH = '/next/redirects'

/** Half the 2 s the issue allows, so a change is seen by the next request a second later at most. */
const REFRESH_MS = 1000
/** A slow answer never holds a visitor for long: the old copy serves meanwhile. */
const FETCH_TIMEOUT_MS = 500

type State = {
  map: ReadonlyMap<string, string>
  loadedAt: number
  pending?: Promise<void>
  /** Whether the last refresh failed: a failure is logged once, not once a second. */
  failing: boolean
}

// The proxy and the app's routes may be bundled apart; globalThis gives the process one copy.
const STATE_KEY = Symbol.for('agency-site.proxyRedirects')
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: State }
const state: State = (globalState[STATE_KEY] ??= { map: new Map(), loadedAt: 0, failing: false })

/**
 * The server's own address, never the request's Host header: a forged Host would otherwise choose
 * where the map comes from, and so where visitors are sent. It is the address the server was bound
 * to (env.ownOrigin), so a server bound to one non-loopback address still reaches itself.
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

function failed(reason: string): void {
  if (!state.failing)
    console.error(
      `The proxy's redirect map could not be refreshed (${reason}); the last copy serves`,
    )
  state.failing = true
}

async function refresh(now: number): Promise<void> {
  const url = `${ownOrigin()}${REDIRECT_MAP_PATH}`
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    if (!response.ok) {
      failed(`${url} answered ${String(response.status)}`)
      return
    }
    const body = (await response.json()) as { pairs?: unknown }
    if (!isPairs(body.pairs)) {
      failed(`${url} answered no list of path pairs`)
      return
    }
    state.map = new Map(body.pairs)
    if (state.failing) console.info("The proxy's redirect map is refreshed again")
    state.failing = false
  } catch (err) {
    failed(`${url}: ${err instanceof Error ? err.message : String(err)}`)
  } finally {
    // A failed read waits REFRESH_MS too, so an outage costs one read a second, not one a request.
    state.loadedAt = now
  }
}

/**
 * The target for a path, or undefined, from the copy in memory: a visitor never waits for a read.
 * A stale copy starts one refresh in the background (shared by the requests arriving meanwhile),
 * so a new redirect answers about REFRESH_MS after its save.
 */
export function redirectTargetFor(pathname: string, now = Date.now()): string | undefined {
  if (now - state.loadedAt > REFRESH_MS)
    state.pending ??= refresh(now).finally(() => {
      state.pending = undefined
    })
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return state.map.get(path)
}

/** The refresh under way, if any, finished (for tests). */
export const redirectMapSettled = (): Promise<void> => state.pending ?? Promise.resolve()

/**
 * Drops a redirect from this instance's copy at once: a redirect removed here (an editor, or a
 * rename back) must not answer for the second until the next refresh. Other instances drop it
 * at their next refresh.
 */
export function forgetRedirect(from: string): void {
  const next = new Map(state.map)
  next.delete(from)
  state.map = next
}

/**
 * How long a browser may keep one of these redirects: a 308 without it is kept for good, so a
 * service renamed back would send returning visitors to the temporary address for ever.
 */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'

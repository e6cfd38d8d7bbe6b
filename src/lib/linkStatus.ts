/**
 * The HTTP status of a page opened by a single-use link (docs/decisions.md#link-pages-answer-404-or-410):
 * 200 while it works, 404 for a token never issued, 410 once used, expired or revoked. The page
 * shows the same words either way; the status tells caches and crawlers not to keep it.
 */
export type LinkStatus = 200 | 404 | 410

export type LinkKind = 'invitation' | 'resetPassword' | 'manageBooking'

/** One reader per kind of link, each given the token from the path. */
export type LinkStatusReaders = Record<LinkKind, (token: string) => Promise<LinkStatus>>

const LINK_PAGES: ReadonlyArray<readonly [LinkKind, RegExp]> = [
  ['invitation', /^\/client-portal\/invitation\/([^/]+)\/?$/],
  ['resetPassword', /^\/client-portal\/reset-password\/([^/]+)\/?$/],
  ['manageBooking', /^\/callback\/([^/]+)\/?$/],
]

/** The kind of link page `pathname` is, and its token; undefined for every other path. */
export function linkPageOf(pathname: string): { kind: LinkKind; token: string } | undefined {
  for (const [kind, pattern] of LINK_PAGES) {
    const token = pattern.exec(pathname)?.[1]
    if (token) {
      try {
        return { kind, token: decodeURIComponent(token) }
      } catch {
        return { kind, token }
      }
    }
  }
  return undefined
}

// Process-wide, as src/db/databaseProbe.mjs: the proxy is bundled apart from Payload's module graph,
// so the app registers its readers once Payload starts (payload.config.ts onInit).
const READERS_KEY = Symbol.for('agency-site.linkStatusReaders')
type Registered = { readers: LinkStatusReaders; logError: (err: unknown) => void }
type Holder = { [READERS_KEY]?: Registered }

export function registerLinkStatusReaders(
  readers: LinkStatusReaders,
  logError: (err: unknown) => void,
): void {
  ;(globalThis as Holder)[READERS_KEY] = { readers, logError }
}

/**
 * The status `pathname` should answer with, or undefined (the page's own 200) when it is no link
 * page, when no reader is registered yet (the first requests after a start, before Payload has
 * started) or when the read failed (logged): the page still shows the right words.
 */
export async function linkStatusOf(pathname: string): Promise<LinkStatus | undefined> {
  const page = linkPageOf(pathname)
  const registered = (globalThis as Holder)[READERS_KEY]
  if (!page || !registered) return undefined
  try {
    return await registered.readers[page.kind](page.token)
  } catch (err) {
    registered.logError(err)
    return undefined
  }
}

import { cleanText } from '@/lib/cleanText'
import { resolveClientAddress, type ClientAddress } from '@/lib/clientAddress'

import { headerSafe } from './emails'

/** What the server knows about a submission besides its content. */
export interface LeadRequestContext {
  readonly client: ClientAddress
  readonly userAgent: string
  /** The page the form was on, as a path ('/contact?service=...'); informational only. */
  readonly sourcePage?: string
}

interface HeaderSource {
  get(name: string): string | null
}

const USER_AGENT_MAX = 500
const SOURCE_PAGE_MAX = 300

/** A same-site path, or undefined: '//evil.example' and 'javascript:' are not paths. */
export function toSourcePage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  let path = cleanText(value)
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path)
      path = `${url.pathname}${url.search}`
    } catch {
      return undefined
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) return undefined
  return headerSafe(path, SOURCE_PAGE_MAX) || undefined
}

/**
 * The form may say which page it was on; otherwise the Referer is used. Both, like the User-Agent,
 * come from the client and are stored for staff as context, never trusted for anything: they are
 * cleaned like the visitor's fields, so the admin never holds markup from them either.
 */
export function leadRequestContext(headers: HeaderSource, claimedSourcePage?: unknown): LeadRequestContext {
  return {
    client: resolveClientAddress(headers),
    userAgent: headerSafe(cleanText(headers.get('user-agent') ?? ''), USER_AGENT_MAX),
    sourcePage: toSourcePage(claimedSourcePage) ?? toSourcePage(headers.get('referer') ?? undefined),
  }
}

import { cleanText } from '@/lib/cleanText'
import { resolveClientAddress, type ClientAddress } from '@/lib/clientAddress'
import { SOURCE_PAGE_FIELD } from '@/validation/formFields'
import { LEAD_CONTEXT_LIMITS } from '@/validation/limits'

import { headerSafe } from '@/emails/kit'

/** What the server knows about a submission besides its content. */
export interface LeadRequestContext {
  readonly client: ClientAddress
  readonly userAgent: string
  /** The page the form was on, as a path ('/contact?service=...'); informational only. */
  readonly sourcePage?: string
}

export interface HeaderSource {
  get(name: string): string | null
}

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
  return headerSafe(path, LEAD_CONTEXT_LIMITS.sourcePage) || undefined
}

/**
 * The submission may say which page its form was on (`sourcePage`); otherwise the Referer is used.
 * Both, like the User-Agent, come from the client and are stored for staff as context, never
 * trusted for anything: they are cleaned like the visitor's fields, so the admin never holds markup.
 */
export function leadRequestContext(headers: HeaderSource, input?: unknown): LeadRequestContext {
  const claimed: unknown =
    typeof input === 'object' && input !== null ? Reflect.get(input, SOURCE_PAGE_FIELD) : undefined
  return {
    client: resolveClientAddress(headers),
    userAgent: headerSafe(
      cleanText(headers.get('user-agent') ?? ''),
      LEAD_CONTEXT_LIMITS.userAgent,
    ),
    sourcePage: toSourcePage(claimed) ?? toSourcePage(headers.get('referer') ?? undefined),
  }
}

import { cleanText } from '@/lib/cleanText'
import { resolveClientAddress, type ClientAddress } from '@/lib/clientAddress'
import {
  ATTRIBUTION_FIELD,
  leadAttributionSchema,
  type LeadAttribution,
} from '@/validation/attribution'
import { SOURCE_PAGE_FIELD } from '@/validation/formFields'
import { LEAD_CONTEXT_LIMITS } from '@/validation/limits'

import { headerSafe } from '@/emails/kit'

/** What the server knows about a submission besides its content. */
export interface LeadRequestContext {
  readonly client: ClientAddress
  readonly userAgent: string
  /** The page the form was on, as a path ('/contact?service=...'); informational only. */
  readonly sourcePage?: string
  /** The touches and tool the browser kept (README "Attribution, privacy and the report"), checked. */
  readonly attribution?: LeadAttribution
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
  const sent = (field: string): unknown =>
    typeof input === 'object' && input !== null ? Reflect.get(input, field) : undefined
  const claimed = sent(SOURCE_PAGE_FIELD)
  return {
    client: resolveClientAddress(headers),
    userAgent: headerSafe(
      cleanText(headers.get('user-agent') ?? ''),
      LEAD_CONTEXT_LIMITS.userAgent,
    ),
    sourcePage: toSourcePage(claimed) ?? toSourcePage(headers.get('referer') ?? undefined),
    // Reporting data: a value that breaks a rule is dropped, never the lead.
    attribution: leadAttributionSchema.parse(sent(ATTRIBUTION_FIELD)),
  }
}

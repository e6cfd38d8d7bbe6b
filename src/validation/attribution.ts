import * as z from './zod'

import { dangerousSchemePattern, HIDDEN_CHARACTER_CLASS } from './hiddenCharacters'

/**
 * What a lead records of the visits that brought it (README "Attribution, privacy and the
 * report"): the browser keeps it (src/lib/attribution.ts), the form sends it, and this schema is
 * the gate on both sides. It is reporting data only: a value that breaks a rule is dropped, never
 * the lead.
 */

/** The form field holding a lead's attribution, beside SOURCE_PAGE_FIELD. */
export const ATTRIBUTION_FIELD = 'attribution'

/** Longest values kept: a campaign name, a host (RFC 1035), a path. */
export const ATTRIBUTION_LIMITS = { utm: 100, host: 253, path: 300 } as const

/** A touch is forgotten after 90 days, in the browser and on the server's check. */
export const ATTRIBUTION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]

/** An ad click's identifier names its network; only the network is kept, never the identifier. */
export const AD_CLICK_PARAMETERS = {
  gclid: 'google',
  fbclid: 'meta',
  msclkid: 'microsoft',
} as const
export const AD_NETWORKS = ['google', 'meta', 'microsoft'] as const
export type AdNetwork = (typeof AD_NETWORKS)[number]

/** The site's tools, by their page's path segment: the last one a visitor opened goes with a lead. */
export const LEAD_TOOLS = [
  { value: 'ai-estimator', label: 'AI estimator' },
  { value: 'proposal-builder', label: 'Proposal builder' },
  { value: 'performance-audit', label: 'Performance audit' },
  { value: 'competitor-analysis', label: 'Competitor analysis' },
  { value: 'templates', label: 'Template gallery' },
  { value: 'maintenance', label: 'Maintenance plans' },
  { value: 'white-label', label: 'White-label plans' },
  { value: 'ai-code-review', label: 'AI code review' },
  { value: 'content-generator', label: 'Content generator' },
  { value: 'chatbot-builder', label: 'Chatbot builder' },
] as const
export type LeadTool = (typeof LEAD_TOOLS)[number]['value']
export const LEAD_TOOL_VALUES = LEAD_TOOLS.map((tool) => tool.value) as [LeadTool, ...LeadTool[]]

const HIDDEN = new RegExp(HIDDEN_CHARACTER_CLASS, 'u')
const DANGEROUS_SCHEME = dangerousSchemePattern()
// Letters and digits of any script, and the punctuation campaign names use; no markup, no quotes.
const UTM_PATTERN = /^[\p{L}\p{M}\p{N} ._~+@&,()!%#=:|/-]+$/u
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/
const PATH_PATTERN = /^\/(?!\/)[\p{L}\p{M}\p{N}/._~%!$&()*+,;=:@-]*$/u

const isSafe = (value: string): boolean => !HIDDEN.test(value) && !DANGEROUS_SCHEME.test(value)

/** A text value that obeys `pattern` and `max`, or undefined: one bad value never costs the lead. */
const boundedText = (max: number, pattern: RegExp, normalise = (value: string) => value) =>
  z
    .string()
    .refine(isSafe)
    .transform((value) => normalise(value.trim()))
    .pipe(z.string().min(1).max(max).regex(pattern))
    .optional()
    .catch(undefined)

const lowerCase = (value: string): string => value.toLowerCase()

export const touchSchema = z.object({
  source: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN, lowerCase),
  medium: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN, lowerCase),
  campaign: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN),
  term: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN),
  content: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN),
  adNetwork: z.enum(AD_NETWORKS).optional().catch(undefined),
  referrerHost: boundedText(ATTRIBUTION_LIMITS.host, HOST_PATTERN, lowerCase),
  landingPath: boundedText(ATTRIBUTION_LIMITS.path, PATH_PATTERN),
  /** When the touch happened (ISO); a touch without a readable time is not kept. */
  at: z.iso.datetime(),
})
export type Touch = z.output<typeof touchSchema>

/** A touch older than 90 days, or dated in the future, is not a touch of this lead. */
const recentTouch = touchSchema
  .refine((touch) => {
    const age = Date.now() - Date.parse(touch.at)
    return age <= ATTRIBUTION_MAX_AGE_MS && age >= -60_000
  })
  .optional()
  .catch(undefined)

export const leadAttributionSchema = z
  .object({
    firstTouch: recentTouch,
    lastTouch: recentTouch,
    tool: z.enum(LEAD_TOOL_VALUES).optional().catch(undefined),
  })
  .catch({})
export type LeadAttribution = z.output<typeof leadAttributionSchema>
export type LeadAttributionInput = z.input<typeof leadAttributionSchema>

/** One page view from the beacon (src/components/site/VisitBeacon.tsx). */
export const visitSchema = z.object({
  path: z.string().max(ATTRIBUTION_LIMITS.path).regex(PATH_PATTERN),
  source: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN, lowerCase),
  medium: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN, lowerCase),
  campaign: boundedText(ATTRIBUTION_LIMITS.utm, UTM_PATTERN),
})
export type Visit = z.output<typeof visitSchema>

/** A beacon's body is one small JSON object; more is not a page view. */
export const VISIT_BODY_MAX_BYTES = 2048

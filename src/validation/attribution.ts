import * as z from './zod'

import {
  AD_NETWORKS,
  ATTRIBUTION_LIMITS,
  ATTRIBUTION_MAX_AGE_MS,
  LEAD_TOOL_VALUES,
} from './attributionRules'
import { dangerousSchemePattern, HIDDEN_CHARACTER_CLASS } from './hiddenCharacters'

export * from './attributionRules'

/**
 * What a lead records of the visits that brought it (README "Attribution, privacy and the
 * report"): the browser keeps it (src/lib/attribution.ts), the form sends it, and this schema is
 * the gate on both sides. It is reporting data only: a value that breaks a rule is dropped, never
 * the lead.
 */

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

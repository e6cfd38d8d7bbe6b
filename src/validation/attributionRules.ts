// The rules of attribution without zod: every page's first load reads them (src/lib/attribution.ts),
// and zod loads only with a form. src/validation/attribution.ts builds the schemas on them.

/** The form field holding a lead's attribution, beside SOURCE_PAGE_FIELD. */
export const ATTRIBUTION_FIELD = 'attribution'

/** Longest values kept: a campaign name, a host (RFC 1035), a path. */
export const ATTRIBUTION_LIMITS = { utm: 100, host: 253, path: 300 } as const

/** A touch is forgotten after 90 days, in the browser and on the server's check. */
export const ATTRIBUTION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]

/**
 * The ad networks a lead can name. An ad click's identifier names its network (AD_CLICK_PARAMS,
 * src/lib/marketingParams.mjs); only the network is kept, never the identifier.
 */
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

/** Gallery filters in the URL so a filtered view can be shared; unknown values fall back to 'all'. */
import { ALL } from './templateFilter'

export interface TemplateQuery {
  readonly q: string
  readonly industry: string
  readonly type: string
}

export const TEMPLATE_QUERY_PARAMS = { q: 'q', industry: 'industry', type: 'type' } as const

const known = (value: string | null, options: readonly string[]) =>
  value !== null && options.includes(value) ? value : ALL

export function readTemplateQuery(
  params: { get(name: string): string | null },
  options: { industries: readonly string[]; types: readonly string[] },
): TemplateQuery {
  return {
    q: params.get(TEMPLATE_QUERY_PARAMS.q) ?? '',
    industry: known(params.get(TEMPLATE_QUERY_PARAMS.industry), options.industries),
    type: known(params.get(TEMPLATE_QUERY_PARAMS.type), options.types),
  }
}

/** The query string for a filter state, without the '?'; empty when nothing is filtered. */
export function templateQueryString({ q, industry, type }: TemplateQuery): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set(TEMPLATE_QUERY_PARAMS.q, q)
  if (industry !== ALL) params.set(TEMPLATE_QUERY_PARAMS.industry, industry)
  if (type !== ALL) params.set(TEMPLATE_QUERY_PARAMS.type, type)
  return params.toString()
}

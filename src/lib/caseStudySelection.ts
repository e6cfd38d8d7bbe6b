import { isIndustry, type Industry } from '@/validation/industries'

import { refId } from './refId'

/** Which case studies a block shows: the latest, chosen ones, or those of a service or industry. */
export const CASE_STUDY_PICKS = ['latest', 'chosen', 'service', 'industry'] as const
export type CaseStudyPick = (typeof CASE_STUDY_PICKS)[number]

export const DEFAULT_CASE_STUDY_LIMIT = 3

export type CaseStudySelection =
  | { show: 'latest'; limit: number }
  | { show: 'chosen'; ids: string[] }
  | { show: 'service'; service: string; limit: number }
  | { show: 'industry'; industry: Industry; limit: number }

type Ref = Parameters<typeof refId>[0]

/** The block's stored data, as the block config saves it (relations as ids or documents). */
export type CaseStudyBlockInput = {
  show?: CaseStudyPick | null
  caseStudies?: Ref[] | null
  service?: Ref
  industry?: string | null
  limit?: number | null
}

/** The query a block asks for, or null when it names nothing to show (a deleted service). */
export function caseStudySelectionOf(block: CaseStudyBlockInput): CaseStudySelection | null {
  const limit = block.limit ?? DEFAULT_CASE_STUDY_LIMIT
  switch (block.show ?? 'latest') {
    case 'latest':
      return { show: 'latest', limit }
    case 'chosen': {
      const ids = (block.caseStudies ?? []).flatMap((ref) => refId(ref) ?? [])
      return ids.length ? { show: 'chosen', ids } : null
    }
    case 'service': {
      const service = refId(block.service)
      return service ? { show: 'service', service, limit } : null
    }
    case 'industry':
      return block.industry && isIndustry(block.industry)
        ? { show: 'industry', industry: block.industry, limit }
        : null
  }
}

/** Documents in the order of `ids` (an editor's chosen order), those not found left out. */
export function inChosenOrder<T extends { id: string }>(
  docs: readonly T[],
  ids: readonly string[],
) {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

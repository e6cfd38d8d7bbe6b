/** Audit score bands (spec §4 'Audit'); the same thresholds colour every category score. */

export const EXCELLENT_FROM = 90
export const GOOD_FROM = 70

export interface ScoreBand {
  readonly label: 'Excellent' | 'Good' | 'Needs Improvement'
  readonly tone: 'green' | 'yellow' | 'red'
}

export function scoreBand(score: number): ScoreBand {
  if (score >= EXCELLENT_FROM) return { label: 'Excellent', tone: 'green' }
  if (score >= GOOD_FROM) return { label: 'Good', tone: 'yellow' }
  return { label: 'Needs Improvement', tone: 'red' }
}

/** Competitor analysis score badges (spec §9): a different scale from the audit's. */
export const COMPETITOR_TOP_FROM = 85
export const COMPETITOR_MIDDLE_FROM = 70

export type CompetitorBadge = 'top' | 'middle' | 'outline'

export function competitorBadge(score: number): CompetitorBadge {
  if (score >= COMPETITOR_TOP_FROM) return 'top'
  if (score >= COMPETITOR_MIDDLE_FROM) return 'middle'
  return 'outline'
}

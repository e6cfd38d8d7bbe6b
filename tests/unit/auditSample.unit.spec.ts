import { describe, expect, it } from 'vitest'

import { AUDIT_CATEGORIES, AUDIT_METRICS, SAMPLE_AUDIT_RESULT } from '@/lib/auditSample'
import { scoreBand } from '@/lib/scoreBand'

describe('the sample audit result', () => {
  it('has the overall score and every category the spec lists, each scored 0-100 with issues', () => {
    const scores = [
      SAMPLE_AUDIT_RESULT.overallScore,
      ...AUDIT_CATEGORIES.map(({ key }) => SAMPLE_AUDIT_RESULT[key].score),
    ]
    for (const score of scores) {
      expect(Number.isInteger(score)).toBe(true)
      expect(score).toBeGreaterThanOrEqual(0)
      expect(score).toBeLessThanOrEqual(100)
    }
    expect(AUDIT_CATEGORIES.map((c) => c.key)).toEqual([
      'performance',
      'seo',
      'accessibility',
      'security',
      'mobile',
    ])
    for (const { key } of AUDIT_CATEGORIES)
      expect(SAMPLE_AUDIT_RESULT[key].issues.length).toBeGreaterThan(0)
  })

  it('has all five performance metrics', () => {
    expect(AUDIT_METRICS.map((m) => m.key)).toEqual(['loadTime', 'ttfb', 'fcp', 'lcp', 'cls'])
    for (const { key } of AUDIT_METRICS)
      expect(SAMPLE_AUDIT_RESULT.performance.metrics[key]).not.toBe('')
  })

  it('shows every score band, so the colours can be seen', () => {
    const labels = new Set(
      [
        SAMPLE_AUDIT_RESULT.overallScore,
        ...AUDIT_CATEGORIES.map(({ key }) => SAMPLE_AUDIT_RESULT[key].score),
      ].map((s) => scoreBand(s).label),
    )
    expect(labels).toEqual(new Set(['Excellent', 'Good', 'Needs Improvement']))
  })
})

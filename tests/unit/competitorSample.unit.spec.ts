import { describe, expect, it } from 'vitest'

import {
  SAMPLE_COMPETITOR_SITES,
  SAMPLE_OWN_SITE,
  buildComparison,
  keywordGaps,
  siteName,
} from '@/lib/competitorSample'
import { addCompetitor, canStartAnalysis } from '@/lib/competitorList'
import { competitorBadge } from '@/lib/scoreBand'

describe('siteName', () => {
  it.each([
    ['https://www.example.co.za/about?x=1', 'example.co.za'],
    ['example.co.za', 'example.co.za'],
    ['  http://shop.example.com  ', 'shop.example.com'],
    ['not a url at all', 'not a url at all'],
  ])('%s → %s', (url, name) => {
    expect(siteName(url)).toBe(name)
  })
})

describe('buildComparison', () => {
  it('puts the visitor’s site first, then the competitors in the order added', () => {
    const rows = buildComparison('mysite.co.za', ['a.co.za', 'b.co.za'])
    expect(rows.map((r) => [r.name, r.isOwn])).toEqual([
      ['mysite.co.za', true],
      ['a.co.za', false],
      ['b.co.za', false],
    ])
    expect(rows[0]?.performance).toBe(SAMPLE_OWN_SITE.performance)
    expect(rows[1]?.seo).toBe(SAMPLE_COMPETITOR_SITES[0].seo)
  })

  it('still gives a fourth competitor figures: the limit of 3 is not enforced', () => {
    let list: string[] = []
    for (const url of ['a.com', 'b.com', 'c.com', 'd.com']) list = addCompetitor(list, url)
    expect(canStartAnalysis('me.com', list)).toBe(true)
    const rows = buildComparison('me.com', list)
    expect(rows).toHaveLength(5)
    expect(rows[4]?.performance).toBe(SAMPLE_COMPETITOR_SITES[0].performance)
  })

  it('has sample scores in every badge style (85+, 70-84, below 70)', () => {
    const rows = buildComparison('me.com', ['a.com', 'b.com', 'c.com'])
    const badges = new Set(
      rows.flatMap((r) => [competitorBadge(r.performance), competitorBadge(r.seo)]),
    )
    expect(badges).toEqual(new Set(['top', 'middle', 'outline']))
  })
})

describe('keywordGaps', () => {
  it('never claims more ranking competitors than were entered', () => {
    expect(Math.max(...keywordGaps(1).map((r) => r.competitors))).toBe(1)
    expect(Math.max(...keywordGaps(3).map((r) => r.competitors))).toBe(3)
  })

  it('has rows of every difficulty', () => {
    expect(new Set(keywordGaps(3).map((r) => r.difficulty))).toEqual(
      new Set(['Low', 'Medium', 'High']),
    )
  })
})

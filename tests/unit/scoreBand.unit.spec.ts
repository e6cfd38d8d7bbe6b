import { describe, expect, it } from 'vitest'

import { competitorBadge, scoreBand } from '@/lib/scoreBand'

describe('scoreBand', () => {
  it.each([
    [100, 'Excellent', 'green'],
    [90, 'Excellent', 'green'],
    [89, 'Good', 'yellow'],
    [70, 'Good', 'yellow'],
    [69, 'Needs Improvement', 'red'],
    [0, 'Needs Improvement', 'red'],
  ])('puts %d in %s (%s)', (score, label, tone) => {
    expect(scoreBand(score)).toEqual({ label, tone })
  })
})

describe('competitorBadge', () => {
  it.each([
    [100, 'top'],
    [85, 'top'],
    [84, 'middle'],
    [70, 'middle'],
    [69, 'outline'],
    [0, 'outline'],
  ])('gives %d the %s style', (score, badge) => {
    expect(competitorBadge(score)).toBe(badge)
  })
})

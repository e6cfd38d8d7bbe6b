import { describe, expect, it } from 'vitest'

import { formatCountPlus, formatMarketingFigures } from '@/lib/marketingFigures'

describe('formatMarketingFigures', () => {
  it("writes the spec's figures exactly as the marketing copy does", () => {
    expect(
      formatMarketingFigures({
        rating: 4.9,
        happyClients: 500,
        projectsCompleted: 1200,
        yearsExperience: 8,
        uptime: 99.9,
        satisfaction: 98,
      }),
    ).toEqual({
      rating: '4.9/5',
      happyClients: '500+',
      projectsCompleted: '1,200+',
      yearsExperience: '8+',
      uptime: '99.9%',
      satisfaction: '98%',
    })
  })

  it('follows an edited figure instead of keeping a hard-coded one', () => {
    const figures = formatMarketingFigures({
      rating: 5,
      happyClients: 12500,
      projectsCompleted: 999,
      yearsExperience: 10,
      uptime: 99.95,
      satisfaction: 97.5,
    })
    expect(figures.rating).toBe('5/5')
    expect(figures.happyClients).toBe('12,500+')
    expect(figures.projectsCompleted).toBe('999+')
    expect(figures.uptime).toBe('99.95%')
    expect(figures.satisfaction).toBe('97.5%')
  })
})

describe('formatCountPlus', () => {
  it('abbreviates large counts and keeps small ones whole', () => {
    expect(formatCountPlus(10000)).toBe('10K+')
    expect(formatCountPlus(50)).toBe('50+')
    expect(formatCountPlus(1500)).toBe('1,500+')
  })
})

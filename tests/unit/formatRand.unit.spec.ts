import { describe, expect, it } from 'vitest'

import {
  formatCompact,
  formatFromPrice,
  formatInteger,
  formatPrice,
  formatRand,
} from '@/lib/formatRand'

describe('formatRand', () => {
  it('writes whole rand with comma groups and no space after the R', () => {
    expect(formatRand(29999)).toBe('R29,999')
    expect(formatRand(1499)).toBe('R1,499')
    expect(formatRand(900000)).toBe('R900,000')
    expect(formatRand(1234567)).toBe('R1,234,567')
    expect(formatRand(199)).toBe('R199')
    expect(formatRand(0)).toBe('R0')
  })

  it('rounds to the rand', () => {
    expect(formatRand(44998.5)).toBe('R44,999')
    expect(formatRand(1499.4)).toBe('R1,499')
  })

  it('uses no non-breaking or narrow spaces', () => {
    expect(formatRand(1234567)).toMatch(/^R[\d,]+$/)
  })
})

describe('formatPrice', () => {
  it('adds the unit', () => {
    expect(formatPrice({ amount: 29999, unit: 'once' })).toBe('R29,999')
    expect(formatPrice({ amount: 1499, unit: 'month' })).toBe('R1,499/month')
    expect(formatPrice({ amount: 199, unit: 'year' })).toBe('R199/year')
    expect(formatPrice({ amount: 1499, unit: 'hour' })).toBe('R1,499/hour')
  })

  it('writes dollar plans with a plain $', () => {
    expect(formatPrice({ amount: 199, unit: 'month', currency: 'USD' })).toBe('$199/month')
    expect(formatPrice({ amount: 1999, unit: 'month', currency: 'USD' })).toBe('$1,999/month')
  })
})

describe('formatFromPrice', () => {
  it.each([
    [29999, 'once', 'From R29,999'],
    [49999, 'once', 'From R49,999'],
    [59999, 'once', 'From R59,999'],
    [1499, 'month', 'From R1,499/month'],
    [199, 'year', 'From R199/year'],
    [149, 'month', 'From R149/month'],
    [9999, 'month', 'From R9,999/month'],
    [39999, 'once', 'From R39,999'],
    [1499, 'hour', 'From R1,499/hour'],
    [2999, 'month', 'From R2,999/month'],
    [4999, 'month', 'From R4,999/month'],
    [24999, 'once', 'From R24,999'],
  ] as const)('writes the service price %d/%s as %s', (amount, unit, expected) => {
    expect(formatFromPrice({ amount, unit })).toBe(expected)
  })
})

describe('number helpers', () => {
  it('abbreviates large counts', () => {
    expect(formatCompact(10000)).toBe('10K')
    expect(formatCompact(1500)).toBe('1.5K')
    expect(formatCompact(950)).toBe('950')
  })

  it('writes integers with comma groups', () => {
    expect(formatInteger(1200)).toBe('1,200')
    expect(formatInteger(500)).toBe('500')
    expect(formatInteger(1234567)).toBe('1,234,567')
  })
})

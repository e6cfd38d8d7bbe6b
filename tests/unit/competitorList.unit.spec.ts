import { describe, expect, it } from 'vitest'

import {
  addCompetitor,
  canAddCompetitor,
  canStartAnalysis,
  removeCompetitor,
} from '@/lib/competitorList'

describe('addCompetitor', () => {
  it('appends the trimmed input as a new list', () => {
    const list = ['rival.co.za']
    const next = addCompetitor(list, '  other.com ')
    expect(next).toEqual(['rival.co.za', 'other.com'])
    expect(list).toEqual(['rival.co.za'])
    expect(next).not.toBe(list)
  })

  it('ignores blank input', () => {
    expect(addCompetitor(['a.com'], '')).toEqual(['a.com'])
    expect(addCompetitor(['a.com'], '   ')).toEqual(['a.com'])
  })

  it('silently ignores a duplicate, whatever its case or padding', () => {
    expect(addCompetitor(['rival.co.za'], 'rival.co.za')).toEqual(['rival.co.za'])
    expect(addCompetitor(['rival.co.za'], ' RIVAL.co.za ')).toEqual(['rival.co.za'])
  })

  it('does not check the URL format', () => {
    expect(addCompetitor([], 'not a url')).toEqual(['not a url'])
  })

  it('does not enforce the stated limit of 3', () => {
    const list = ['a.com', 'b.com', 'c.com']
    expect(addCompetitor(list, 'd.com')).toEqual(['a.com', 'b.com', 'c.com', 'd.com'])
  })
})

describe('removeCompetitor', () => {
  it('removes only the given entry', () => {
    expect(removeCompetitor(['a.com', 'b.com', 'c.com'], 'b.com')).toEqual(['a.com', 'c.com'])
    expect(removeCompetitor(['a.com'], 'z.com')).toEqual(['a.com'])
  })
})

describe('canAddCompetitor', () => {
  it('is false while the input is blank', () => {
    expect(canAddCompetitor('')).toBe(false)
    expect(canAddCompetitor('  ')).toBe(false)
    expect(canAddCompetitor('a')).toBe(true)
  })
})

describe('canStartAnalysis', () => {
  it('needs the own URL and at least one competitor', () => {
    expect(canStartAnalysis('mysite.co.za', ['rival.co.za'])).toBe(true)
    expect(canStartAnalysis('', ['rival.co.za'])).toBe(false)
    expect(canStartAnalysis('   ', ['rival.co.za'])).toBe(false)
    expect(canStartAnalysis('mysite.co.za', [])).toBe(false)
  })
})

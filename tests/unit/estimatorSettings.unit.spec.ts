import { describe, expect, it } from 'vitest'

import { DEFAULT_ESTIMATOR_SETTINGS, estimate } from '@/lib/estimate'
import {
  POPULAR_PROJECT_TYPE_COUNT,
  estimatorToolSettings,
  popularProjectTypes,
} from '@/lib/estimatorSettings'
import { formatRand } from '@/lib/formatRand'

/** The global as the CMS returns it: every row carries an id the page must not depend on. */
const cmsDoc = {
  id: 'global',
  projectTypes: DEFAULT_ESTIMATOR_SETTINGS.projectTypes.map((row, i) => ({ ...row, id: `pt${i}` })),
  complexityLevels: DEFAULT_ESTIMATOR_SETTINGS.complexityLevels.map((row, i) => ({
    ...row,
    id: `cl${i}`,
  })),
  timelineOptions: DEFAULT_ESTIMATOR_SETTINGS.timelineOptions.map((row, i) => ({
    ...row,
    id: `t${i}`,
  })),
  budgetOptions: null,
}

describe('estimatorToolSettings', () => {
  it('keeps only the fields the form and estimate() use', () => {
    const settings = estimatorToolSettings(cmsDoc)
    expect(settings.projectTypes[0]).toEqual({
      value: 'website',
      label: 'Website Development',
      basePrice: 29999,
    })
    expect(settings.complexityLevels[1]).toEqual({
      value: 'standard',
      label: 'Standard',
      multiplier: 1.5,
    })
    expect(settings.timelineOptions.map((o) => o.value)).toEqual([
      'asap',
      '1-2months',
      '3-6months',
      'flexible',
    ])
  })

  it('treats missing optional option lists as empty, so the page hides those selects', () => {
    expect(estimatorToolSettings(cmsDoc).budgetOptions).toEqual([])
  })

  // The prices the page shows for the seeded settings, worked out by hand from the spec's table.
  it.each([
    ['website', 'basic', 'R29,999', 3, 7],
    ['website', 'enterprise', 'R119,996', 12, 16],
    ['webapp', 'standard', 'R119,999', 12, 16],
    ['mobile', 'advanced', 'R324,998', 33, 37],
    ['ecommerce', 'standard', 'R89,999', 9, 13],
    ['software', 'enterprise', 'R639,996', 64, 68],
    ['ai-integration', 'advanced', 'R224,998', 23, 27],
  ])('%s at %s complexity shows %s over %i-%i weeks', (type, level, price, min, max) => {
    const result = estimate(estimatorToolSettings(cmsDoc), type, level)
    expect(result && formatRand(result.price)).toBe(price)
    expect(result?.weeksMin).toBe(min)
    expect(result?.weeksMax).toBe(max)
  })

  it('follows a price changed in the CMS', () => {
    const edited = {
      ...cmsDoc,
      projectTypes: cmsDoc.projectTypes.map((t) =>
        t.value === 'website' ? { ...t, basePrice: 35000 } : t,
      ),
    }
    const result = estimate(estimatorToolSettings(edited), 'website', 'standard')
    expect(result?.price).toBe(52500)
    expect(result?.weeksMin).toBe(6)
  })
})

describe('popularProjectTypes', () => {
  it('lists the first four types with their From prices in rand', () => {
    expect(popularProjectTypes(cmsDoc.projectTypes)).toEqual([
      { value: 'website', label: 'Website Development', price: 'From R29,999' },
      { value: 'webapp', label: 'Web Application', price: 'From R79,999' },
      { value: 'mobile', label: 'Mobile App', price: 'From R129,999' },
      { value: 'ecommerce', label: 'E-commerce Platform', price: 'From R59,999' },
    ])
    expect(POPULAR_PROJECT_TYPE_COUNT).toBe(4)
  })

  it('shows fewer when the CMS has fewer types', () => {
    expect(popularProjectTypes(cmsDoc.projectTypes.slice(0, 2))).toHaveLength(2)
  })
})

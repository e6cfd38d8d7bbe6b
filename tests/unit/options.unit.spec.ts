import { describe, expect, it } from 'vitest'

import { enquirySchema } from '@/validation/enquiry'
import {
  BUDGET_OPTIONS,
  BUDGET_VALUES,
  TIMELINE_OPTIONS,
  TIMELINE_VALUES,
  TOPIC_OPTIONS,
  TOPIC_VALUES,
} from '@/validation/options'

describe('enquiry options', () => {
  it('offer the general topics, budgets and timelines of the spec', () => {
    expect(TOPIC_VALUES).toEqual([
      'general-inquiry',
      'service-info',
      'pricing',
      'partnership',
      'support',
      'feedback',
      'other',
    ])
    expect(BUDGET_OPTIONS).toEqual([
      { value: 'under-90k', label: 'Under R90,000' },
      { value: '90k-270k', label: 'R90,000 - R270,000' },
      { value: '270k-900k', label: 'R270,000 - R900,000' },
      { value: '900k-plus', label: 'R900,000+' },
    ])
    expect(TIMELINE_VALUES).toEqual([
      'asap',
      '1-month',
      '2-3-months',
      '3-6-months',
      '6-plus-months',
      'just-exploring',
    ])
  })

  it('list each value once, with a label', () => {
    for (const [values, options] of [
      [TOPIC_VALUES, TOPIC_OPTIONS],
      [BUDGET_VALUES, BUDGET_OPTIONS],
      [TIMELINE_VALUES, TIMELINE_OPTIONS],
    ] as const) {
      expect(options.map((option) => option.value)).toEqual([...values])
      expect(new Set(values).size).toBe(values.length)
      for (const option of options) expect(option.label.trim()).not.toBe('')
    }
  })

  it('are all accepted by the enquiry schema', () => {
    const base = {
      name: 'Thabo',
      email: 'thabo@example.com',
      phone: '+27 82 123 4567',
      message: 'Hello',
      enquiryType: 'service',
      consent: true,
    }
    for (const service of ['web-development', 'other', ...TOPIC_VALUES]) {
      for (const budget of BUDGET_VALUES) {
        for (const timeline of TIMELINE_VALUES) {
          expect(enquirySchema.safeParse({ ...base, service, budget, timeline }).success).toBe(true)
        }
      }
    }
  })
})

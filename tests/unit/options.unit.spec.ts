import { describe, expect, it } from 'vitest'

import { enquiryServiceLabel, optionLabel } from '@/lib/serviceOptions'
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
  it('reach staff as their own label, and an unknown value as it was sent', () => {
    const general = (service: string) =>
      enquiryServiceLabel([], { enquiryType: 'general', service })
    for (const [options, labelOf] of [
      [TOPIC_OPTIONS, general],
      [BUDGET_OPTIONS, (value: string) => optionLabel(BUDGET_OPTIONS, value)],
      [TIMELINE_OPTIONS, (value: string) => optionLabel(TIMELINE_OPTIONS, value)],
    ] as const) {
      const shown = options.map((option) => labelOf(option.value))
      expect(shown).toEqual(options.map((option) => option.label))
      expect(new Set(shown).size).toBe(options.length)
      expect(labelOf('not-on-the-list')).toBe('not-on-the-list')
    }
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

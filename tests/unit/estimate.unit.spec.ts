import { describe, expect, it } from 'vitest'

import { DEFAULT_ESTIMATOR_SETTINGS, estimate } from '@/lib/estimate'
import { estimatorToolSettings } from '@/lib/estimatorSettings'

// The spec's table (§9 'Estimator'), copied here so the test does not trust the module's own data.
const PROJECT_TYPES = [
  ['website', 'Website Development', 29999],
  ['webapp', 'Web Application', 79999],
  ['mobile', 'Mobile App', 129999],
  ['ecommerce', 'E-commerce Platform', 59999],
  ['software', 'Custom Software', 159999],
  ['ai-integration', 'AI Integration', 89999],
] as const

const COMPLEXITY_LEVELS = [
  ['basic', 'Basic', 1],
  ['standard', 'Standard', 1.5],
  ['advanced', 'Advanced', 2.5],
  ['enterprise', 'Enterprise', 4],
] as const

const cases = PROJECT_TYPES.flatMap(([type, typeLabel, basePrice]) =>
  COMPLEXITY_LEVELS.map(([level, levelLabel, multiplier]) => ({
    type,
    level,
    typeLabel,
    levelLabel,
    price: Math.round(basePrice * multiplier),
  })),
)

describe('estimate', () => {
  it.each(cases)(
    '$type × $level costs R$price',
    ({ type, level, typeLabel, levelLabel, price }) => {
      const weeks = Math.ceil(price / 10000)
      expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, type, level)).toEqual({
        price,
        weeksMin: weeks,
        weeksMax: weeks + 4,
        projectTypeLabel: typeLabel,
        complexityLabel: levelLabel,
      })
    },
  )

  it('gives the figures a visitor would see for a few well-known cases', () => {
    expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, 'website', 'basic')).toMatchObject({
      price: 29999,
      weeksMin: 3,
      weeksMax: 7,
    })
    expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, 'website', 'standard')).toMatchObject({
      price: 44999,
      weeksMin: 5,
      weeksMax: 9,
    })
    expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, 'software', 'enterprise')).toMatchObject({
      price: 639996,
      weeksMin: 64,
      weeksMax: 68,
    })
  })

  it('counts a part week as a whole week', () => {
    const settings = {
      projectTypes: [{ value: 'x', label: 'X', basePrice: 20000 }],
      complexityLevels: [
        { value: 'one', label: 'One', multiplier: 1 },
        { value: 'bit-more', label: 'Bit more', multiplier: 1.00005 },
      ],
    }
    expect(estimate(settings, 'x', 'one')).toMatchObject({ price: 20000, weeksMin: 2, weeksMax: 6 })
    expect(estimate(settings, 'x', 'bit-more')).toMatchObject({
      price: 20001,
      weeksMin: 3,
      weeksMax: 7,
    })
  })

  it('has no result for an unknown project type or complexity', () => {
    expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, 'spaceship', 'basic')).toBeNull()
    expect(estimate(DEFAULT_ESTIMATOR_SETTINGS, 'website', '')).toBeNull()
  })
})

describe('DEFAULT_ESTIMATOR_SETTINGS', () => {
  // The prices are checked through estimate() above; here, that every option reaches the form.
  it('reach the estimator form whole: each option with its value and label, each value once', () => {
    const withIds = <T extends object>(rows: readonly T[]) =>
      rows.map((row, i) => ({ ...row, id: `row-${i}` }))
    const form = estimatorToolSettings({
      projectTypes: withIds(DEFAULT_ESTIMATOR_SETTINGS.projectTypes),
      complexityLevels: withIds(DEFAULT_ESTIMATOR_SETTINGS.complexityLevels),
      timelineOptions: withIds(DEFAULT_ESTIMATOR_SETTINGS.timelineOptions),
      budgetOptions: withIds(DEFAULT_ESTIMATOR_SETTINGS.budgetOptions),
    })
    for (const list of [
      'projectTypes',
      'complexityLevels',
      'timelineOptions',
      'budgetOptions',
    ] as const) {
      expect(form[list], list).toEqual(DEFAULT_ESTIMATOR_SETTINGS[list])
      const values = form[list].map((option) => option.value)
      expect(new Set(values).size, list).toBe(values.length)
    }
  })
})

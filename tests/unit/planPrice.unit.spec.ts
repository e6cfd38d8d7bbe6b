import { describe, expect, it } from 'vitest'

import { CUSTOM_PRICE_TEXT, planPriceText } from '@/lib/planPrice'

describe('planPriceText', () => {
  it.each([
    [{ type: 'fixed', amount: 199, currency: 'USD', period: 'month' }, '$199/month'],
    [{ type: 'fixed', amount: 599, currency: 'USD', period: 'month' }, '$599/month'],
    [{ type: 'fixed', amount: 2999, currency: 'ZAR', period: 'month' }, 'R2,999/month'],
    [{ type: 'fixed', amount: 1200, currency: 'ZAR', period: 'year' }, 'R1,200/year'],
    [{ type: 'fixed', amount: 4999, currency: 'ZAR', period: 'once' }, 'R4,999'],
  ] as const)('%o → %s', (price, text) => {
    expect(planPriceText(price)).toBe(text)
  })

  it('shows a quoted plan as custom', () => {
    expect(planPriceText({ type: 'custom' })).toBe(CUSTOM_PRICE_TEXT)
  })

  it('shows a fixed plan without an amount as custom, never as $0', () => {
    expect(planPriceText({ type: 'fixed', amount: null, currency: 'USD', period: 'month' })).toBe(
      CUSTOM_PRICE_TEXT,
    )
  })
})

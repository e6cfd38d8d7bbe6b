import { formatPrice, type Currency, type PriceUnit } from './formatRand'

/** Shown instead of an amount for a quoted plan (white-label Enterprise). */
export const CUSTOM_PRICE_TEXT = 'Custom'

/** A plan is billed monthly, yearly or once, never by the hour (the admin lists them in this order). */
export const PLAN_PERIODS = ['month', 'year', 'once'] as const satisfies readonly PriceUnit[]

export interface PlanPrice {
  readonly type: 'fixed' | 'custom'
  readonly amount?: number | null
  readonly currency?: Currency | null
  readonly period?: (typeof PLAN_PERIODS)[number] | null
}

/** A fixed price left empty in the admin shows as 'Custom', not '$0'. */
export function planPriceText(price: PlanPrice): string {
  if (price.type === 'custom' || price.amount === null || price.amount === undefined)
    return CUSTOM_PRICE_TEXT
  return formatPrice({
    amount: price.amount,
    unit: price.period ?? 'month',
    currency: price.currency ?? 'USD',
  })
}

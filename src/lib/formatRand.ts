/** Money and number formatting as the spec writes it ('R29,999'); en-ZA's spaced output is rewritten. */

export type Currency = 'ZAR' | 'USD'
export const PRICE_UNITS = ['once', 'month', 'year', 'hour'] as const
export type PriceUnit = (typeof PRICE_UNITS)[number]

const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  once: 'Once-off',
  month: 'Per month',
  year: 'Per year',
  hour: 'Per hour',
}

export const priceUnitOptions = (units: readonly PriceUnit[] = PRICE_UNITS) =>
  units.map((value) => ({ label: PRICE_UNIT_LABELS[value], value }))

export interface Price {
  readonly amount: number
  readonly unit: PriceUnit
  readonly currency?: Currency
}

const moneyFormats: Record<Currency, Intl.NumberFormat> = {
  ZAR: new Intl.NumberFormat('en-ZA', {
    style: 'currency',
    currency: 'ZAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  // narrowSymbol: en-ZA would otherwise write 'US$'.
  USD: new Intl.NumberFormat('en-ZA', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
}

const integerFormat = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 })
// en-US because en-ZA writes a decimal comma ('1,5K'), which reads as a thousands separator here.
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
})

function withCommaGroups(format: Intl.NumberFormat, value: number): string {
  return format
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'group') return ','
      if (part.type === 'literal') return part.value.trim()
      return part.value
    })
    .join('')
}

/** 29999 → 'R29,999' (whole rand, rounded). */
export function formatRand(amount: number): string {
  return withCommaGroups(moneyFormats.ZAR, amount)
}

const UNIT_SUFFIX: Record<PriceUnit, string> = {
  once: '',
  month: '/month',
  year: '/year',
  hour: '/hour',
}

/** { amount: 1499, unit: 'month' } → 'R1,499/month'; USD → '$199/month'. */
export function formatPrice({ amount, unit, currency = 'ZAR' }: Price): string {
  return withCommaGroups(moneyFormats[currency], amount) + UNIT_SUFFIX[unit]
}

export function formatFromPrice(price: Price): string {
  return `From ${formatPrice(price)}`
}

/** 10000 → '10K'. */
export function formatCompact(value: number): string {
  return compactFormat.format(value)
}

export function formatInteger(value: number): string {
  return withCommaGroups(integerFormat, value)
}

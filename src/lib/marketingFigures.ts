import { formatCompact, formatInteger } from './formatRand'

export type MarketingFigureInput = {
  rating: number
  happyClients: number
  projectsCompleted: number
  yearsExperience: number
  uptime: number
  satisfaction: number
}

// en-US for a decimal point: en-ZA writes '99,9', which reads as a thousands separator in this copy.
const decimalFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
})

/** '99.9', '4.9', '98': at most two decimals, no trailing zeros. */
function decimal(value: number): string {
  return decimalFormat.format(value)
}

/** Every page shows a site-settings figure the same way ('1,200+', '99.9%'). */
export function formatMarketingFigures(figures: MarketingFigureInput) {
  return {
    rating: `${decimal(figures.rating)}/5`,
    happyClients: `${formatInteger(figures.happyClients)}+`,
    projectsCompleted: `${formatInteger(figures.projectsCompleted)}+`,
    yearsExperience: `${formatInteger(figures.yearsExperience)}+`,
    uptime: `${decimal(figures.uptime)}%`,
    satisfaction: `${decimal(figures.satisfaction)}%`,
  }
}

/** 10000 → '10K+', for the template gallery strip. */
export function formatCountPlus(value: number): string {
  return `${value >= 10_000 ? formatCompact(value) : formatInteger(value)}+`
}

export type MarketingFigures = ReturnType<typeof formatMarketingFigures>

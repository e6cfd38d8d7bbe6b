/** The project cost estimate (spec §9 'Estimator'); the defaults are what the seed writes to the CMS. */

export interface ProjectType {
  readonly value: string
  readonly label: string
  readonly basePrice: number
}

export interface ComplexityLevel {
  readonly value: string
  readonly label: string
  readonly multiplier: number
}

export interface EstimatorOption {
  readonly value: string
  readonly label: string
}

export interface EstimatorSettings {
  readonly projectTypes: readonly ProjectType[]
  readonly complexityLevels: readonly ComplexityLevel[]
}

export interface Estimate {
  readonly price: number
  readonly weeksMin: number
  readonly weeksMax: number
  readonly projectTypeLabel: string
  readonly complexityLabel: string
}

export const RAND_PER_WEEK = 10_000
export const TIMELINE_SPREAD_WEEKS = 4

/** Null when either choice is unknown (e.g. removed in the CMS). */
export function estimate(
  settings: EstimatorSettings,
  projectType: string,
  complexity: string,
): Estimate | null {
  const type = settings.projectTypes.find((candidate) => candidate.value === projectType)
  const level = settings.complexityLevels.find((candidate) => candidate.value === complexity)
  if (!type || !level) return null

  const price = Math.round(type.basePrice * level.multiplier)
  const weeksMin = Math.ceil(price / RAND_PER_WEEK)
  return {
    price,
    weeksMin,
    weeksMax: weeksMin + TIMELINE_SPREAD_WEEKS,
    projectTypeLabel: type.label,
    complexityLabel: level.label,
  }
}

export const DEFAULT_PROJECT_TYPES: readonly ProjectType[] = [
  { value: 'website', label: 'Website Development', basePrice: 29999 },
  { value: 'webapp', label: 'Web Application', basePrice: 79999 },
  { value: 'mobile', label: 'Mobile App', basePrice: 129999 },
  { value: 'ecommerce', label: 'E-commerce Platform', basePrice: 59999 },
  { value: 'software', label: 'Custom Software', basePrice: 159999 },
  { value: 'ai-integration', label: 'AI Integration', basePrice: 89999 },
]

export const DEFAULT_COMPLEXITY_LEVELS: readonly ComplexityLevel[] = [
  { value: 'basic', label: 'Basic', multiplier: 1 },
  { value: 'standard', label: 'Standard', multiplier: 1.5 },
  { value: 'advanced', label: 'Advanced', multiplier: 2.5 },
  { value: 'enterprise', label: 'Enterprise', multiplier: 4 },
]

/** Asked for on the form; does not change the estimate. */
export const DEFAULT_ESTIMATOR_TIMELINE_OPTIONS: readonly EstimatorOption[] = [
  { value: 'asap', label: 'ASAP' },
  { value: '1-2months', label: '1-2 Months' },
  { value: '3-6months', label: '3-6 Months' },
  { value: 'flexible', label: 'Flexible' },
]

/** Asked for on the form; does not change the estimate. */
export const DEFAULT_ESTIMATOR_BUDGET_OPTIONS: readonly EstimatorOption[] = [
  { value: 'under-50k', label: 'Under R50,000' },
  { value: '50k-150k', label: 'R50,000 - R150,000' },
  { value: '150k-500k', label: 'R150,000 - R500,000' },
  { value: '500k-plus', label: 'R500,000+' },
]

export const DEFAULT_ESTIMATOR_SETTINGS = {
  projectTypes: DEFAULT_PROJECT_TYPES,
  complexityLevels: DEFAULT_COMPLEXITY_LEVELS,
  timelineOptions: DEFAULT_ESTIMATOR_TIMELINE_OPTIONS,
  budgetOptions: DEFAULT_ESTIMATOR_BUDGET_OPTIONS,
} as const satisfies EstimatorSettings & {
  readonly timelineOptions: readonly EstimatorOption[]
  readonly budgetOptions: readonly EstimatorOption[]
}

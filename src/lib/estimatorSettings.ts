/** The CMS estimator settings as plain rows for estimate() and the form. */
import type { ComplexityLevel, EstimatorOption, ProjectType } from './estimate'
import { formatFromPrice } from './formatRand'

/** The spec shows the first 4 project types as popular. */
export const POPULAR_PROJECT_TYPE_COUNT = 4

export interface EstimatorCmsSettings {
  readonly projectTypes: readonly ProjectType[]
  readonly complexityLevels: readonly ComplexityLevel[]
  readonly timelineOptions?: readonly EstimatorOption[] | null
  readonly budgetOptions?: readonly EstimatorOption[] | null
}

export interface EstimatorToolSettings {
  readonly projectTypes: ProjectType[]
  readonly complexityLevels: ComplexityLevel[]
  readonly timelineOptions: EstimatorOption[]
  readonly budgetOptions: EstimatorOption[]
}

const option = ({ value, label }: EstimatorOption): EstimatorOption => ({ value, label })

export function estimatorToolSettings(settings: EstimatorCmsSettings): EstimatorToolSettings {
  return {
    projectTypes: settings.projectTypes.map(({ value, label, basePrice }) => ({
      value,
      label,
      basePrice,
    })),
    complexityLevels: settings.complexityLevels.map(({ value, label, multiplier }) => ({
      value,
      label,
      multiplier,
    })),
    timelineOptions: (settings.timelineOptions ?? []).map(option),
    budgetOptions: (settings.budgetOptions ?? []).map(option),
  }
}

/** [{ label: 'Website Development', price: 'From R29,999' }, ...] */
export function popularProjectTypes(
  projectTypes: readonly ProjectType[],
): { value: string; label: string; price: string }[] {
  return projectTypes.slice(0, POPULAR_PROJECT_TYPE_COUNT).map((type) => ({
    value: type.value,
    label: type.label,
    price: formatFromPrice({ amount: type.basePrice, unit: 'once' }),
  }))
}

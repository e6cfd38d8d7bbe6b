import type { Option } from './options'

/** The industries a case study is filed under: /work's filter, the admin's select and the blocks. */
export const INDUSTRY_VALUES = [
  'retail',
  'logistics',
  'finance',
  'tourism',
  'health',
  'education',
  'manufacturing',
  'property',
  'agriculture',
  'non-profit',
] as const
export type Industry = (typeof INDUSTRY_VALUES)[number]

const INDUSTRY_LABELS: Record<Industry, string> = {
  retail: 'Retail',
  logistics: 'Logistics',
  finance: 'Finance',
  tourism: 'Tourism & Hospitality',
  health: 'Health',
  education: 'Education',
  manufacturing: 'Manufacturing',
  property: 'Property',
  agriculture: 'Agriculture',
  'non-profit': 'Non-profit',
}

export const INDUSTRY_OPTIONS: readonly Option<Industry>[] = INDUSTRY_VALUES.map((value) => ({
  value,
  label: INDUSTRY_LABELS[value],
}))

export const isIndustry = (value: string): value is Industry =>
  (INDUSTRY_VALUES as readonly string[]).includes(value)

export const industryLabel = (industry: Industry): string => INDUSTRY_LABELS[industry]

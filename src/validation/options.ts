/** Enquiry form select options (spec §3); the quote form's services come from the CMS. */

export interface Option<V extends string = string> {
  readonly value: V
  readonly label: string
}

export const TOPIC_VALUES = [
  'general-inquiry',
  'service-info',
  'pricing',
  'partnership',
  'support',
  'feedback',
  'other',
] as const
export type TopicValue = (typeof TOPIC_VALUES)[number]

const TOPIC_LABELS: Record<TopicValue, string> = {
  'general-inquiry': 'General Inquiry',
  'service-info': 'Service Information',
  pricing: 'Pricing',
  partnership: 'Partnership',
  support: 'Support',
  feedback: 'Feedback',
  other: 'Other',
}

export const TOPIC_OPTIONS: readonly Option<TopicValue>[] = TOPIC_VALUES.map((value) => ({
  value,
  label: TOPIC_LABELS[value],
}))

export const BUDGET_VALUES = ['under-90k', '90k-270k', '270k-900k', '900k-plus'] as const
export type BudgetValue = (typeof BUDGET_VALUES)[number]

const BUDGET_LABELS: Record<BudgetValue, string> = {
  'under-90k': 'Under R90,000',
  '90k-270k': 'R90,000 - R270,000',
  '270k-900k': 'R270,000 - R900,000',
  '900k-plus': 'R900,000+',
}

export const BUDGET_OPTIONS: readonly Option<BudgetValue>[] = BUDGET_VALUES.map((value) => ({
  value,
  label: BUDGET_LABELS[value],
}))

export const TIMELINE_VALUES = [
  'asap',
  '1-month',
  '2-3-months',
  '3-6-months',
  '6-plus-months',
  'just-exploring',
] as const
export type TimelineValue = (typeof TIMELINE_VALUES)[number]

const TIMELINE_LABELS: Record<TimelineValue, string> = {
  asap: 'ASAP',
  '1-month': 'Within 1 month',
  '2-3-months': '2-3 months',
  '3-6-months': '3-6 months',
  '6-plus-months': '6+ months',
  'just-exploring': 'Just exploring',
}

export const TIMELINE_OPTIONS: readonly Option<TimelineValue>[] = TIMELINE_VALUES.map((value) => ({
  value,
  label: TIMELINE_LABELS[value],
}))

export const ENQUIRY_TYPES = ['service', 'general'] as const
export type EnquiryType = (typeof ENQUIRY_TYPES)[number]

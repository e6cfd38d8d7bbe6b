import { TOPIC_OPTIONS, type Option } from '@/validation/options'

/** The quote form's service choices: published services, then 'Other' (spec §3). */

export const OTHER_SERVICE: Option = { value: 'other', label: 'Other' }

export interface ServiceChoice {
  readonly slug?: string | null
  readonly title: string
}

export const serviceOptionsOf = (services: readonly ServiceChoice[]): Option[] => [
  ...services.flatMap((service) =>
    service.slug && service.slug !== OTHER_SERVICE.value
      ? [{ value: service.slug, label: service.title }]
      : [],
  ),
  OTHER_SERVICE,
]

export const isOfferedService = (options: readonly Option[], value: string): boolean =>
  options.some((option) => option.value === value)

/** A lead keeps its slug, so one whose service was renamed or unpublished still shows that slug. */
export const optionLabel = (
  options: readonly Option[],
  value: string | undefined,
): string | undefined =>
  value === undefined
    ? undefined
    : (options.find((option) => option.value === value)?.label ?? value)

/**
 * An enquiry's `service` as staff read it: a quote's service title, or a general enquiry's topic.
 * The record keeps the slug; the emails, the admin list and the CSV export show this.
 */
export const enquiryServiceLabel = (
  services: readonly Option[],
  enquiry: { enquiryType?: unknown; service?: string | null },
): string | undefined =>
  optionLabel(
    enquiry.enquiryType === 'service' ? services : [...TOPIC_OPTIONS, ...services],
    enquiry.service ?? undefined,
  )

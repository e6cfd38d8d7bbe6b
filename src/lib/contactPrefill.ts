import { dangerousSchemePattern, HIDDEN_CHARACTERS } from '@/validation/hiddenCharacters'
import { FORM_LIMITS } from '@/validation/limits'
import type { Option, TopicValue } from '@/validation/options'

// The URL is anyone's: only an offered service or known plan selects anything, and text is cleaned.

export type ContactMode = 'quote' | 'general'

export interface ContactPrefill {
  readonly mode: ContactMode
  /** A service slug in quote mode, a topic in general mode, or '' for none. */
  readonly service: string
  readonly message: string
}

export type SearchParamValue = string | string[] | undefined

const first = (value: SearchParamValue): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '')

const TITLE_MAX = 100

const PLAN_KINDS = {
  'white-label': { noun: 'white-label partner plan', topic: 'partnership' },
  maintenance: { noun: 'website maintenance package', topic: 'pricing' },
} as const satisfies Record<string, { noun: string; topic: TopicValue }>

type PlanKind = keyof typeof PLAN_KINDS

const isPlanKind = (value: string): value is PlanKind => Object.hasOwn(PLAN_KINDS, value)

const PLAN_NAME = /^[\p{L}\p{N} &'’-]{1,40}$/u

const limitMessage = (message: string): string => message.slice(0, FORM_LIMITS.message)

const DANGEROUS_SCHEMES = dangerousSchemePattern('giu')

/** Enough cleaning for a value shown in a field: React escapes it, and the server cleans what is sent. */
export const stripMarkup = (text: string): string =>
  text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(DANGEROUS_SCHEMES, '')
    .trim()

export function contactPrefill(
  params: { service?: SearchParamValue; title?: SearchParamValue; plan?: SearchParamValue },
  cleanText: (text: string) => string,
  serviceOptions: readonly Option[],
): ContactPrefill {
  const service = cleanText(first(params.service))
  if (service) {
    const option = serviceOptions.find((candidate) => candidate.value === service)
    const title = cleanText(first(params.title)).slice(0, TITLE_MAX) || option?.label || ''
    return {
      mode: 'quote',
      service: option?.value ?? '',
      message: title ? limitMessage(`I'm interested in ${title} and would like a quote.`) : '',
    }
  }

  const plan = cleanText(first(params.plan))
  const separator = plan.indexOf(':')
  if (separator > 0) {
    const kind = plan.slice(0, separator)
    const name = plan.slice(separator + 1).trim()
    if (isPlanKind(kind) && PLAN_NAME.test(name)) {
      const { noun, topic } = PLAN_KINDS[kind]
      return { mode: 'general', service: topic, message: `I'm interested in the ${name} ${noun}.` }
    }
  }

  return { mode: 'general', service: '', message: '' }
}

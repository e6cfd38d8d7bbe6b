import { parsePhoneNumberFromString } from 'libphonenumber-js'

/** Phone numbers by libphonenumber-js ("min" metadata keeps the bundle light), South Africa by default, stored as E.164. */
export const DEFAULT_PHONE_COUNTRY = 'ZA'

/** The number in E.164 ('+27825551234'), or undefined when it is no valid number. */
export function toE164(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)
  return parsed?.isValid() ? parsed.number : undefined
}

/** A stored number as people read it ('+27 82 555 1234'); anything unparsable as it is. */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.formatInternational() ?? value
}

export function phoneHref(value: string): string {
  return `tel:${toE164(value) ?? value.replace(/[^+\d]/g, '')}`
}

import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * Phone numbers as people write them, one rule for the browser and the server. South African
 * visitors type '082 555 1234', '021 000 1234' or '0027 82 555 1234'; international numbers need
 * their plus. libphonenumber-js (Google's numbering plan, its small "min" metadata, so the browser
 * bundle stays light) decides what a valid number is; we store E.164.
 */
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

/** A `tel:` link for a stored number. */
export function phoneHref(value: string): string {
  return `tel:${toE164(value) ?? value.replace(/[^+\d]/g, '')}`
}

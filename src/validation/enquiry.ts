import * as z from './zod'

import { dangerousSchemePattern } from './hiddenCharacters'
import { FORM_LIMITS, NAME_MIN_LENGTH } from './limits'
import * as messages from './messages'
import { HONEYPOT_FIELD } from './formFields'
import { ENQUIRY_TYPES } from './options'
import { toE164 } from './phone'

/** The enquiry schema: the browser's resolver for comfort, the server action as the real gate. */

// \p{M} admits combining accents; ’ is the apostrophe phone keyboards insert (O’Brien).
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u
const COMPANY_PATTERN = /^[\p{L}\p{M}0-9 &'’.,-]+$/u
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/

const SCRIPT_TAG_PATTERN = /<script/i
const DANGEROUS_SCHEME_PATTERN = dangerousSchemePattern()

export const containsMaliciousContent = (value: string): boolean =>
  SCRIPT_TAG_PATTERN.test(value) || DANGEROUS_SCHEME_PATTERN.test(value)

/** Rules on optional fields accept '' because a form sends an untouched input as ''. */
const emptyOr =
  (test: (value: string) => boolean) =>
  (value: string): boolean =>
    value === '' || test(value)

const blankToUndefined = (value: string): string | undefined => (value === '' ? undefined : value)

const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.transform(blankToUndefined).optional()

/** The enquiry and callback forms word an empty or one-letter name differently; the rest is shared. */
export const personNameField = (wording: { required: string; tooShort: string }) =>
  z
    .string({ error: wording.required })
    .trim()
    .min(1, { error: wording.required, abort: true })
    .min(NAME_MIN_LENGTH, wording.tooShort)
    .max(FORM_LIMITS.name, messages.NAME_TOO_LONG)
    .regex(NAME_PATTERN, messages.NAME_INVALID_CHARACTERS)

// RFC 5321's limits: a longer address could never receive the acknowledgement.
const EMAIL_LOCAL_PART_MAX = 64
const EMAIL_LABEL_MAX = 63
const EMAIL_ADDRESS_MAX = 254

const isDeliverableLength = (value: string): boolean => {
  const at = value.lastIndexOf('@')
  return (
    value.length <= EMAIL_ADDRESS_MAX &&
    at <= EMAIL_LOCAL_PART_MAX &&
    value
      .slice(at + 1)
      .split('.')
      .every((label) => label.length <= EMAIL_LABEL_MAX)
  )
}

export const emailField = z
  .string({ error: messages.FIELD_REQUIRED })
  .trim()
  .min(1, { error: messages.FIELD_REQUIRED, abort: true })
  .max(FORM_LIMITS.email, messages.EMAIL_TOO_LONG)
  .regex(z.regexes.email, { error: messages.EMAIL_INVALID, abort: true })
  .refine(isDeliverableLength, messages.EMAIL_INVALID)
  .refine((value) => !value.includes('+'), messages.EMAIL_ALIASES_NOT_ALLOWED)

// A wrong type gets the field's own message; whether it is a real number is libphonenumber's call.
const phoneText = z
  .string({ error: messages.PHONE_INVALID_FORMAT })
  .trim()
  .max(FORM_LIMITS.phone, messages.PHONE_TOO_LONG)
  .refine(
    emptyOr((value) => PHONE_PATTERN.test(value)),
    messages.PHONE_INVALID_FORMAT,
  )
  .refine(
    emptyOr((value) => toE164(value) !== undefined),
    messages.PHONE_INVALID_DISPLAY,
  )
  .transform((value) => (value === '' ? value : (toE164(value) ?? value)))

const companyText = z
  .string({ error: messages.COMPANY_INVALID_CHARACTERS })
  .trim()
  .max(FORM_LIMITS.company, messages.COMPANY_TOO_LONG)
  .refine(
    emptyOr((value) => COMPANY_PATTERN.test(value)),
    messages.COMPANY_INVALID_CHARACTERS,
  )

const messageText = z
  .string({ error: messages.MESSAGE_REQUIRED })
  .trim()
  .max(FORM_LIMITS.message, messages.MESSAGE_TOO_LONG)
  .refine((value) => !containsMaliciousContent(value), messages.MESSAGE_MALICIOUS)

export const optionalPhoneField = optionalText(phoneText)
export const optionalCompanyField = optionalText(companyText)
export const optionalMessageField = optionalText(messageText)
export const requiredMessageField = messageText.min(1, messages.MESSAGE_REQUIRED)

export const consentField = z
  .boolean({ error: messages.CONSENT_REQUIRED })
  .refine((value) => value, messages.CONSENT_REQUIRED)

/** Hidden from people, so any content means a bot; the action checks it first and answers as if it succeeded. */
export const honeypotField = optionalText(z.string().max(0, messages.INVALID_INPUT))

export const isHoneypotFilled = (input: unknown): boolean => {
  if (typeof input !== 'object' || input === null) return false
  const value: unknown = Reflect.get(input, HONEYPOT_FIELD)
  return typeof value === 'string' ? value.length > 0 : value !== undefined && value !== null
}

/** A select's value: the spec words only its length; anything but text is 'Invalid format'. */
const selectionText = (max: number, tooLong: string) =>
  z.string({ error: messages.INVALID_FORMAT }).trim().max(max, tooLong)

/** Required only in a quote request (enquiryType 'service'). */
export const SERVICE_REQUIRED_FIELDS = ['phone', 'service', 'budget', 'timeline'] as const

export const enquirySchema = z
  .object({
    name: personNameField({
      required: messages.NAME_REQUIRED,
      tooShort: messages.minCharacters(NAME_MIN_LENGTH),
    }),
    email: emailField,
    phone: optionalPhoneField,
    company: optionalCompanyField,
    service: optionalText(selectionText(FORM_LIMITS.service, messages.SERVICE_TOO_LONG)),
    budget: optionalText(selectionText(FORM_LIMITS.budget, messages.BUDGET_TOO_LONG)),
    timeline: optionalText(selectionText(FORM_LIMITS.timeline, messages.TIMELINE_TOO_LONG)),
    message: requiredMessageField,
    enquiryType: z.enum(ENQUIRY_TYPES),
    consent: consentField,
    website: honeypotField,
  })
  .superRefine((enquiry, ctx) => {
    if (enquiry.enquiryType !== 'service') return
    for (const field of SERVICE_REQUIRED_FIELDS) {
      if (enquiry[field] === undefined) {
        ctx.addIssue({ code: 'custom', path: [field], message: messages.FIELD_REQUIRED })
      }
    }
  })

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>

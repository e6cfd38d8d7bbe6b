import { z } from './zod'

import {
  consentField,
  emailField,
  honeypotField,
  optionalCompanyField,
  optionalMessageField,
  optionalPhoneField,
  personNameField,
} from './enquiry'
import * as messages from './messages'
import { isCallbackSlotValue } from './slots'

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** '2026-02-30' has the right shape but is no day; a weekend is never offered by the picker. */
const isWeekdayOnCalendar = (value: string): boolean => {
  const [year = NaN, month = NaN, day = NaN] = value.split('-').map(Number)
  // UTC is only used as a calendar here: the weekday of a date does not depend on a time zone.
  const date = new Date(Date.UTC(year, month - 1, day))
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  const weekday = date.getUTCDay()
  return isReal && weekday !== 0 && weekday !== 6
}

/** Whether the slot is still in the future depends on the clock, so the action also calls `isBookable`. */
export const callbackSchema = z.object({
  name: personNameField({
    required: messages.CALLBACK_NAME_TOO_SHORT,
    tooShort: messages.CALLBACK_NAME_TOO_SHORT,
  }),
  email: emailField,
  phone: optionalPhoneField,
  company: optionalCompanyField,
  date: z
    .string({ error: messages.DATE_REQUIRED })
    .trim()
    .regex(ISO_DATE_PATTERN, { error: messages.DATE_REQUIRED, abort: true })
    .refine(isWeekdayOnCalendar, messages.DATE_REQUIRED),
  time: z
    .string({ error: messages.TIME_REQUIRED })
    .trim()
    .refine(isCallbackSlotValue, messages.TIME_REQUIRED),
  message: optionalMessageField,
  consent: consentField,
  website: honeypotField,
})

export type CallbackInput = z.input<typeof callbackSchema>
export type Callback = z.output<typeof callbackSchema>

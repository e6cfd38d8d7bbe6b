import { isWeekend, parse } from 'date-fns'

import * as z from './zod'

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

/**
 * A weekend is never offered by the picker. A calendar day's weekday is the same in every zone;
 * `parse` rather than `parseISO`, since the slot labels already bring it to the browser.
 */
const isWeekday = (date: string): boolean => !isWeekend(parse(date, 'yyyy-MM-dd', new Date()))

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
    // zod's ISO date knows month lengths and leap years: '2026-02-29' is refused, '2028-02-29' is not.
    .pipe(z.iso.date({ error: messages.DATE_REQUIRED }))
    .refine(isWeekday, messages.DATE_REQUIRED),
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

import type { FieldErrors, FieldPath } from 'react-hook-form'

import type { EnquiryFormState } from '@/features/leads/actions/submitEnquiry'
import type { Enquiry, EnquiryInput } from '@/validation/enquiry'
import * as messages from '@/validation/messages'
import type { EnquiryType } from '@/validation/options'

import { lazyResolver } from '@/components/ui/lazyResolver'
import { serverFieldErrors } from '@/components/ui/serverFieldErrors'

/** The two variants' wording (spec: /contact). */
export const ENQUIRY_VARIANTS = {
  service: {
    title: 'Get Your Project Quote',
    description: "Tell us about your project and we'll send a detailed quote and timeline.",
    submit: 'Request Quote',
    serviceLabel: 'Service Interested In *',
    servicePlaceholder: 'Select a service',
    messageLabel: 'Project Details *',
    messagePlaceholder: 'Describe your project, goals and any requirements...',
    messageHeight: 'min-h-[150px]',
    success: messages.quoteSent,
    phoneLabel: 'Phone Number *',
    purpose: 'prepare and send you a quote',
  },
  general: {
    title: 'Get In Touch',
    description: "Send us a message and we'll get back to you.",
    submit: 'Send Message',
    serviceLabel: 'Subject',
    servicePlaceholder: 'Choose a topic (optional)',
    messageLabel: 'Your Message *',
    messagePlaceholder: 'How can we help you?',
    messageHeight: 'min-h-[120px]',
    success: messages.messageSent,
    phoneLabel: 'Phone Number',
    purpose: 'answer your message',
  },
} as const

export const ENQUIRY_FIELD_NAMES: readonly FieldPath<EnquiryInput>[] = [
  'name',
  'email',
  'phone',
  'company',
  'service',
  'budget',
  'timeline',
  'message',
  'enquiryType',
  'consent',
]

export const emptyEnquiry = (
  enquiryType: EnquiryType,
  service: string,
  message: string,
): EnquiryInput => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  service,
  budget: '',
  timeline: '',
  message,
  enquiryType,
  consent: false,
})

/**
 * The form's starting values: what a post made without JavaScript sent, else empty but for the
 * page's prefill (a service's quote link).
 */
export function postedEnquiry(
  variant: EnquiryType,
  posted: EnquiryFormState,
  prefill: { readonly service: string; readonly message: string } = { service: '', message: '' },
): EnquiryInput {
  const values = posted?.values
  if (!values) return emptyEnquiry(variant, prefill.service, prefill.message)
  const text = (name: string) => values[name] ?? ''
  return {
    ...emptyEnquiry(variant, text('service'), text('message')),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    budget: text('budget'),
    timeline: text('timeline'),
    consent: values.consent === 'on',
  }
}

/** The server's messages for a form posted without JavaScript, shown under their fields. */
export function postedEnquiryErrors(
  posted: EnquiryFormState,
): FieldErrors<EnquiryInput> | undefined {
  if (!posted || posted.result.ok) return undefined
  const errors: FieldErrors<EnquiryInput> = {}
  for (const [field, message] of serverFieldErrors(
    posted.result.fieldErrors,
    ENQUIRY_FIELD_NAMES,
  )) {
    errors[field] = { type: 'server', message }
  }
  return errors
}

/** Browser validation is a comfort: its schema loads when a visitor starts on the form. */
export const lazyEnquiryResolver = lazyResolver<EnquiryInput, Enquiry>(() =>
  import('./enquiryResolver').then((module) => module.enquiryResolver),
)

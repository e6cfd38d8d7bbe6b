'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef } from 'react'
import { useForm, type FieldPath, type Resolver } from 'react-hook-form'

import { submitEnquiryAction } from '@/actions/submitEnquiry'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input, Label, Select, Textarea } from '@/components/ui/Field'
import { useToast } from '@/components/ui/Toast'
import { contactPrefill, stripMarkup } from '@/lib/contactPrefill'
import { cn } from '@/utilities/cn'
import { enquirySchema, SERVICE_REQUIRED_FIELDS, type Enquiry, type EnquiryInput } from '@/validation/enquiry'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import {
  BUDGET_OPTIONS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
  TOPIC_OPTIONS,
  type EnquiryType,
  type Option,
} from '@/validation/options'

import { describedBy, fieldFeedback } from './fieldFeedback'
import { Honeypot } from './Honeypot'
import { PrivacyConsent } from './PrivacyConsent'
import { ReservedFieldMessage } from './ReservedFieldMessage'
import { useHydrated } from './useHydrated'
import { useFormToken } from './useFormToken'

const VARIANTS = {
  service: {
    title: 'Get Your Project Quote',
    description: "Tell us about your project and we'll send a detailed quote and timeline.",
    submit: 'Request Quote',
    serviceLabel: 'Service Interested In *',
    serviceOptions: SERVICE_OPTIONS,
    servicePlaceholder: 'Select a service',
    messageLabel: 'Project Details *',
    messagePlaceholder: 'Describe your project, goals and any requirements...',
    messageHeight: 'min-h-[150px]',
    success: messages.QUOTE_SENT,
    phoneLabel: 'Phone Number *',
  },
  general: {
    title: 'Get In Touch',
    description: "Send us a message and we'll get back to you.",
    submit: 'Send Message',
    serviceLabel: 'Subject',
    serviceOptions: TOPIC_OPTIONS,
    servicePlaceholder: 'Choose a topic (optional)',
    messageLabel: 'Your Message *',
    messagePlaceholder: 'How can we help you?',
    messageHeight: 'min-h-[120px]',
    success: messages.MESSAGE_SENT,
    phoneLabel: 'Phone Number',
  },
} as const

type EnquiryFormProps = {
  variant: EnquiryType
  /** Issued when the page was generated; see useFormToken. */
  formToken: string
  brandName: string
  replyHours: number
}

const FIELD_NAMES: readonly FieldPath<EnquiryInput>[] = [
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

const isFieldName = (name: string): name is FieldPath<EnquiryInput> =>
  (FIELD_NAMES as readonly string[]).includes(name)

const schemaResolver = zodResolver(enquirySchema)

/**
 * The schema's resolver, plus one thing zod cannot do in the same pass: it skips the quote
 * request's "phone, service, budget and timeline are required" refinement while another field
 * (an empty name, say) has failed, so a quote form submitted empty would flag those four only on
 * the second try. The field list and the message come from the schema module.
 */
const enquiryResolver: Resolver<EnquiryInput, unknown, Enquiry> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  if (values.enquiryType !== 'service' || Object.keys(result.errors).length === 0) return result
  const errors = { ...result.errors }
  for (const field of SERVICE_REQUIRED_FIELDS) {
    if (!errors[field] && (values[field] ?? '').trim() === '') {
      errors[field] = { type: 'custom', message: messages.FIELD_REQUIRED }
    }
  }
  return { values: {}, errors }
}

const emptyValues = (enquiryType: EnquiryType, service: string, message: string): EnquiryInput => ({
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
 * The enquiry form in its two variants (spec: /contact). The browser validates with the same zod
 * schema the server action runs again after cleaning; the server's word is final.
 */
export function EnquiryForm({ variant, formToken, brandName, replyHours }: EnquiryFormProps) {
  const text = VARIANTS[variant]
  const id = useId()
  const { toast } = useToast()
  const honeypot = useRef<HTMLInputElement>(null)
  const { formToken: currentFormToken, waitForMinimumFillTime } = useFormToken(formToken)
  const hydrated = useHydrated()

  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: enquiryResolver,
    mode: 'onTouched',
    defaultValues: emptyValues(variant, '', ''),
  })
  const { register, handleSubmit, formState, reset, setError } = form
  const isQuote = variant === 'service'

  // The page is prerendered, so a link's ?service=…&title=… or ?plan=… is read here.
  useEffect(() => {
    const prefill = contactPrefill(Object.fromEntries(new URLSearchParams(window.location.search)), stripMarkup)
    if (prefill.service || prefill.message) reset(emptyValues(variant, prefill.service, prefill.message))
  }, [variant, reset])

  const onSubmit = handleSubmit(async (enquiry) => {
    await waitForMinimumFillTime()
    try {
      const result = await submitEnquiryAction({
        ...enquiry,
        website: honeypot.current?.value ?? '',
        formToken: currentFormToken(),
        sourcePage: `${window.location.pathname}${window.location.search}`,
      })
      if (result.ok) {
        toast({ title: text.success.title, description: text.success.description })
        // The service variant keeps the chosen service for a follow-up request.
        reset(emptyValues(variant, isQuote ? (enquiry.service ?? '') : '', ''))
        return
      }
      for (const [field, fieldMessages] of Object.entries(result.fieldErrors ?? {})) {
        if (isFieldName(field) && fieldMessages[0]) setError(field, { type: 'server', message: fieldMessages[0] })
      }
      toast({
        variant: 'destructive',
        title: messages.ENQUIRY_FAILED_TITLE,
        description: result.message || messages.ENQUIRY_FAILED_FALLBACK,
      })
    } catch {
      toast({ variant: 'destructive', title: messages.ENQUIRY_FAILED_TITLE, description: messages.UNEXPECTED })
    }
  })

  const fieldId = (name: string) => `${id}-${name}`
  const feedbackFor = (name: FieldPath<EnquiryInput>) => fieldFeedback(form, name)

  const textField = (
    name: 'name' | 'email' | 'phone' | 'company',
    label: string,
    props: { type?: string; autoComplete: string; required?: boolean; maxLength: number; placeholder?: string },
  ) => {
    const feedback = feedbackFor(name)
    return (
      <div>
        <Label htmlFor={fieldId(name)}>{label}</Label>
        <Input
          id={fieldId(name)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          aria-required={props.required || undefined}
          invalid={Boolean(feedback.error)}
          aria-describedby={describedBy(fieldId(name), feedback)}
          {...register(name)}
        />
        <ReservedFieldMessage id={`${fieldId(name)}-message`} {...feedback} />
      </div>
    )
  }

  const selectField = (
    name: 'service' | 'budget' | 'timeline',
    label: string,
    options: readonly Option[],
    placeholder: string,
    required: boolean,
  ) => {
    const feedback = feedbackFor(name)
    return (
      <div>
        <Label htmlFor={fieldId(name)}>{label}</Label>
        <Select
          id={fieldId(name)}
          aria-required={required || undefined}
          invalid={Boolean(feedback.error)}
          aria-describedby={describedBy(fieldId(name), feedback)}
          {...register(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ReservedFieldMessage id={`${fieldId(name)}-message`} {...feedback} />
      </div>
    )
  }

  const messageFeedback = feedbackFor('message')
  const consent = feedbackFor('consent')

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} className="text-2xl">
          {text.title}
        </CardTitle>
        <CardDescription>
          {text.description} We reply within {replyHours} hours. Fields marked * are required.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* method="post": should the form ever submit natively, nothing typed ends up in a URL. */}
        <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="relative space-y-2">
          <input type="hidden" {...register('enquiryType')} />
          <Honeypot inputRef={honeypot} />

          <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
            {textField('name', 'Full Name *', { autoComplete: 'name', required: true, maxLength: FORM_LIMITS.name })}
            {textField('email', 'Email Address *', {
              type: 'email',
              autoComplete: 'email',
              required: true,
              maxLength: FORM_LIMITS.email,
            })}
          </div>
          <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
            {textField('phone', text.phoneLabel, {
              type: 'tel',
              autoComplete: 'tel',
              required: isQuote,
              maxLength: FORM_LIMITS.phone,
              placeholder: '+27 21 000 0000',
            })}
            {textField('company', 'Company Name', { autoComplete: 'organization', maxLength: FORM_LIMITS.company })}
          </div>

          {selectField('service', text.serviceLabel, text.serviceOptions, text.servicePlaceholder, isQuote)}

          {isQuote ? (
            <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
              {selectField('budget', 'Budget Range *', BUDGET_OPTIONS, 'Select a budget', true)}
              {selectField('timeline', 'Project Timeline *', TIMELINE_OPTIONS, 'Select a timeline', true)}
            </div>
          ) : null}

          <div>
            <Label htmlFor={fieldId('message')}>{text.messageLabel}</Label>
            <Textarea
              id={fieldId('message')}
              placeholder={text.messagePlaceholder}
              maxLength={FORM_LIMITS.message}
              aria-required="true"
              invalid={Boolean(messageFeedback.error)}
              aria-describedby={describedBy(fieldId('message'), messageFeedback)}
              className={cn('resize-y', text.messageHeight)}
              {...register('message')}
            />
            <ReservedFieldMessage id={`${fieldId('message')}-message`} {...messageFeedback} />
          </div>

          <PrivacyConsent
            id={fieldId('consent')}
            brandName={brandName}
            purpose={isQuote ? 'prepare and send you a quote' : 'answer your message'}
            error={consent.error}
            inputProps={register('consent')}
          />

          <Button type="submit" size="lg" className="w-full" disabled={!hydrated || formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : text.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

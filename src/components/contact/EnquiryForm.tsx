'use client'

import { useActionState, useEffect, useId, useMemo } from 'react'
import { useForm, type FieldErrors as FormErrors, type FieldPath, type Resolver } from 'react-hook-form'

import { submitEnquiryAction, submitEnquiryForm, type EnquiryFormState } from '@/actions/submitEnquiry'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input, Label, Select, Textarea } from '@/components/ui/Field'
import { useToast } from '@/components/ui/Toast'
import { contactPrefill, stripMarkup } from '@/lib/contactPrefill'
import { cn } from '@/utilities/cn'
import { PATHS } from '@/utilities/paths'
import type { Enquiry, EnquiryInput } from '@/validation/enquiry'
import { FORM_TOKEN_FIELD, SOURCE_PAGE_FIELD } from '@/validation/formFields'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import {
  BUDGET_OPTIONS,
  TIMELINE_OPTIONS,
  TOPIC_OPTIONS,
  type EnquiryType,
  type Option,
} from '@/validation/options'

import { describedBy, fieldFeedback } from './fieldFeedback'
import { Honeypot, honeypotValue } from './Honeypot'
import { PrivacyConsent } from './PrivacyConsent'
import { ReservedFieldMessage } from './ReservedFieldMessage'
import { useFormToken } from './useFormToken'
import { useHydrated } from './useHydrated'

const VARIANTS = {
  service: {
    title: 'Get Your Project Quote',
    description: "Tell us about your project and we'll send a detailed quote and timeline.",
    submit: 'Request Quote',
    serviceLabel: 'Service Interested In *',
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
  /** The quote variant's choices: the published services from the CMS, then 'Other' (data/content.ts). */
  serviceOptions: readonly Option[]
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

const loadResolver = () => import('./enquiryResolver').then((module) => module.enquiryResolver)

/** Validation in the browser is a comfort: its schema loads when a visitor starts on the form. */
const lazyResolver: Resolver<EnquiryInput, unknown, Enquiry> = async (values, context, options) =>
  (await loadResolver())(values, context, options)

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
/** The form's starting values: empty, or what a post made without JavaScript sent. */
function postedValues(variant: EnquiryType, posted: EnquiryFormState): EnquiryInput {
  const values = posted?.values
  if (!values) return emptyValues(variant, '', '')
  const text = (name: string) => values[name] ?? ''
  return {
    ...emptyValues(variant, text('service'), text('message')),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    budget: text('budget'),
    timeline: text('timeline'),
    consent: values.consent === 'on',
  }
}

export function EnquiryForm({ variant, formToken, brandName, replyHours, serviceOptions }: EnquiryFormProps) {
  const text = VARIANTS[variant]
  const choices = variant === 'service' ? serviceOptions : TOPIC_OPTIONS
  const id = useId()
  const { toast } = useToast()
  const { formToken: currentFormToken, waitForMinimumFillTime } = useFormToken(formToken)
  // Without JavaScript the browser posts the form itself, and the page comes back with this state.
  // The permalink is the page a post without JavaScript goes to (and the form's action attribute).
  const [posted, postAction] = useActionState(submitEnquiryForm, null, variant === 'service' ? PATHS.contactQuote : PATHS.contact)
  const hydrated = useHydrated()
  const postedErrors = useMemo(() => {
    if (!posted || posted.result.ok) return undefined
    const errors: FormErrors<EnquiryInput> = {}
    for (const [field, list] of Object.entries(posted.result.fieldErrors ?? {})) {
      if (isFieldName(field) && list[0]) errors[field] = { type: 'server', message: list[0] }
    }
    return errors
  }, [posted])

  // Written into the HTML too (defaultValue), so a form posted back without JavaScript keeps what was typed.
  const defaults = useMemo(() => postedValues(variant, posted), [variant, posted])
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: lazyResolver,
    mode: 'onTouched',
    defaultValues: defaults,
    errors: postedErrors,
  })
  const { register, handleSubmit, formState, reset, setError } = form
  const isQuote = variant === 'service'

  // The page is prerendered, so a link's ?service=…&title=… or ?plan=… is read here.
  useEffect(() => {
    if (posted) return
    const prefill = contactPrefill(Object.fromEntries(new URLSearchParams(window.location.search)), stripMarkup, serviceOptions)
    if (prefill.service || prefill.message) reset(emptyValues(variant, prefill.service, prefill.message))
  }, [variant, reset, posted, serviceOptions])

  const onSubmit = handleSubmit(async (enquiry, event) => {
    await waitForMinimumFillTime()
    try {
      const result = await submitEnquiryAction({
        ...enquiry,
        website: honeypotValue(event),
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
          defaultValue={defaults[name]}
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
          defaultValue={defaults[name]}
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
        {posted ? <PostedAnswer posted={posted} success={text.success} /> : null}
        {/* Posted by React once the page runs (onSubmit), or by the browser itself before that (action). */}
        <form
          action={postAction}
          onSubmit={onSubmit}
          onFocus={() => void loadResolver()}
          noValidate
          data-hydrated={hydrated || undefined}
          aria-labelledby={`${id}-title`}
          className="relative space-y-2"
        >
          <input type="hidden" name="enquiryType" value={variant} />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          <input type="hidden" name={SOURCE_PAGE_FIELD} value={PATHS.contact} />
          <Honeypot />

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

          {selectField('service', text.serviceLabel, choices, text.servicePlaceholder, isQuote)}

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
              defaultValue={defaults.message}
              {...register('message')}
            />
            <ReservedFieldMessage id={`${fieldId('message')}-message`} {...messageFeedback} />
          </div>

          <PrivacyConsent
            id={fieldId('consent')}
            brandName={brandName}
            purpose={isQuote ? 'prepare and send you a quote' : 'answer your message'}
            error={consent.error}
            inputProps={{ defaultChecked: defaults.consent, ...register('consent') }}
          />

          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : text.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** The server's answer to a form posted without JavaScript, where the toast would have said it. */
function PostedAnswer({
  posted,
  success,
}: {
  posted: NonNullable<EnquiryFormState>
  success: { title: string; description: string }
}) {
  if (posted.result.ok) {
    return (
      <div role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
        <p className="font-semibold">{success.title}</p>
        <p>{success.description}</p>
      </div>
    )
  }
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{messages.ENQUIRY_FAILED_TITLE}</p>
      <p>{posted.result.message || messages.ENQUIRY_FAILED_FALLBACK}</p>
    </div>
  )
}

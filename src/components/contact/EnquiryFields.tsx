import type { UseFormReturn } from 'react-hook-form'

import { bindField } from '@/components/ui/fieldFeedback'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { cn } from '@/utilities/cn'
import type { Enquiry, EnquiryInput } from '@/validation/enquiry'
import { FORM_LIMITS } from '@/validation/limits'
import {
  BUDGET_OPTIONS,
  TIMELINE_OPTIONS,
  TOPIC_OPTIONS,
  type EnquiryType,
  type Option,
} from '@/validation/options'

import { ENQUIRY_VARIANTS } from './enquiryFormValues'
import { PrivacyConsent } from './PrivacyConsent'

type EnquiryFieldsProps = {
  form: UseFormReturn<EnquiryInput, unknown, Enquiry>
  /** The form's useId: every control's id starts with it. */
  id: string
  /** Written into the HTML too (defaultValue), so a form posted back without JavaScript keeps what was typed. */
  defaults: EnquiryInput
  variant: EnquiryType
  serviceOptions: readonly Option[]
  brandName: string
}

/** The enquiry form's fields in the variant's wording; the quote adds budget and timeline. */
export function EnquiryFields({
  form,
  id,
  defaults,
  variant,
  serviceOptions,
  brandName,
}: EnquiryFieldsProps) {
  const text = ENQUIRY_VARIANTS[variant]
  const isQuote = variant === 'service'
  const field = <
    N extends
      'name' | 'email' | 'phone' | 'company' | 'service' | 'budget' | 'timeline' | 'message',
  >(
    name: N,
  ) => ({
    ...bindField(form, id, name),
    defaultValue: defaults[name],
  })
  const select = (name: 'service' | 'budget' | 'timeline', required: boolean) => ({
    ...field(name),
    'aria-required': required || undefined,
  })

  return (
    <>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label="Full Name *"
          autoComplete="name"
          aria-required
          maxLength={FORM_LIMITS.name}
        />
        <TextField
          {...field('email')}
          label="Email Address *"
          type="email"
          autoComplete="email"
          aria-required
          maxLength={FORM_LIMITS.email}
        />
      </div>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          {...field('phone')}
          label={text.phoneLabel}
          type="tel"
          autoComplete="tel"
          aria-required={isQuote || undefined}
          maxLength={FORM_LIMITS.phone}
          placeholder="+27 21 000 0000"
        />
        <TextField
          {...field('company')}
          label="Company Name"
          autoComplete="organization"
          maxLength={FORM_LIMITS.company}
        />
      </div>

      <SelectField
        {...select('service', isQuote)}
        label={text.serviceLabel}
        options={isQuote ? serviceOptions : TOPIC_OPTIONS}
        placeholder={text.servicePlaceholder}
      />
      {isQuote ? (
        <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
          <SelectField
            {...select('budget', true)}
            label="Budget Range *"
            options={BUDGET_OPTIONS}
            placeholder="Select a budget"
          />
          <SelectField
            {...select('timeline', true)}
            label="Project Timeline *"
            options={TIMELINE_OPTIONS}
            placeholder="Select a timeline"
          />
        </div>
      ) : null}

      <TextareaField
        {...field('message')}
        label={text.messageLabel}
        placeholder={text.messagePlaceholder}
        maxLength={FORM_LIMITS.message}
        aria-required
        className={cn('resize-y', text.messageHeight)}
      />

      <PrivacyConsent
        {...bindField(form, id, 'consent', { errorsOnly: true })}
        defaultChecked={defaults.consent}
        brandName={brandName}
        purpose={text.purpose}
      />
    </>
  )
}

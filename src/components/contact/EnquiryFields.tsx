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

import { CONTACT_INPUTS } from './contactInputs'
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
        <TextField {...field('name')} {...CONTACT_INPUTS.name} label="Full Name *" aria-required />
        <TextField
          {...field('email')}
          {...CONTACT_INPUTS.email}
          label="Email Address *"
          aria-required
        />
      </div>
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          {...field('phone')}
          {...CONTACT_INPUTS.phone}
          label={text.phoneLabel}
          aria-required={isQuote || undefined}
          placeholder="+27 21 000 0000"
        />
        <TextField {...field('company')} {...CONTACT_INPUTS.company} label="Company Name" />
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

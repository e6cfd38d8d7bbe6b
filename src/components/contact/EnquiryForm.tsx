'use client'

import { useActionState, useEffect, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'

import { attributionForLead } from '@/components/site/attributionStorage'
import { submitEnquiryAction, submitEnquiryForm } from '@/features/leads/actions/submitEnquiry'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { fillUntyped } from '@/components/ui/keptInput'
import { useToast } from '@/components/ui/Toast'
import { contactPrefill, stripMarkup } from '@/lib/contactPrefill'
import { PATHS } from '@/utilities/paths'
import type { Enquiry, EnquiryInput } from '@/validation/enquiry'
import { FORM_TOKEN_FIELD, SOURCE_PAGE_FIELD } from '@/validation/formFields'
import * as messages from '@/validation/messages'
import type { EnquiryType, Option } from '@/validation/options'

import { EnquiryFields } from './EnquiryFields'
import {
  emptyEnquiry,
  ENQUIRY_FIELD_NAMES,
  ENQUIRY_VARIANTS,
  lazyEnquiryResolver,
  postedEnquiry,
  postedEnquiryErrors,
} from './enquiryFormValues'
import { Honeypot, honeypotValue } from './Honeypot'
import { PostedAnswer } from './PostedAnswer'
import { serverFieldErrors } from '@/components/ui/serverFieldErrors'
import { useFormToken } from './useFormToken'
import { useHydrated } from '@/components/ui/useHydrated'

type EnquiryFormProps = {
  variant: EnquiryType
  /** Issued when the page was generated; see useFormToken. */
  formToken: string
  brandName: string
  replyHours: number
  /** The quote variant's choices: the published services from the CMS, then 'Other' (data/content.ts). */
  serviceOptions: readonly Option[]
  /** The page the form is on (a landing page), where a post without JavaScript returns, and the lead's source; else the variant's own. */
  path?: string
  /** Chosen in the HTML (a service's quote link, a landing page's form): the service and the opening of the message. */
  prefill?: { readonly service: string; readonly message: string }
  /** The card's own heading and introduction, in place of the variant's. */
  heading?: string | null
  intro?: string | null
}

/**
 * The enquiry form in its two variants (spec: /contact). The browser validates with the same zod
 * schema the server action runs again after cleaning; the server's word is final.
 */
export function EnquiryForm({
  variant,
  formToken,
  brandName,
  replyHours,
  serviceOptions,
  path,
  prefill,
  heading,
  intro,
}: EnquiryFormProps) {
  const text = ENQUIRY_VARIANTS[variant]
  const success = text.success(replyHours)
  const isQuote = variant === 'service'
  const id = useId()
  const { toast } = useToast()
  const { formToken: currentFormToken, waitForMinimumFillTime } = useFormToken(formToken)
  // Without JavaScript the browser posts the form itself, and the page comes back with this state.
  // The permalink is the page a post without JavaScript goes to (and the form's action attribute).
  const [posted, postAction] = useActionState(
    submitEnquiryForm,
    null,
    path ?? (isQuote ? PATHS.contactQuote : PATHS.contact),
  )
  const hydrated = useHydrated()
  const postedErrors = useMemo(() => postedEnquiryErrors(posted), [posted])

  // Written into the HTML too (defaultValue), so a form posted back without JavaScript keeps what was typed.
  const defaults = useMemo(
    () => postedEnquiry(variant, posted, prefill),
    [variant, posted, prefill],
  )
  const form = useForm<EnquiryInput, unknown, Enquiry>({
    resolver: lazyEnquiryResolver,
    mode: 'onTouched',
    defaultValues: defaults,
    errors: postedErrors,
  })
  const { handleSubmit, formState, reset, setError } = form

  // The page is prerendered, so an older link's ?service=…&title=… or a plan's ?plan=… is read
  // here; it fills only what the visitor has not typed in already.
  useEffect(() => {
    if (posted || prefill) return
    const fromQuery = contactPrefill(
      Object.fromEntries(new URLSearchParams(window.location.search)),
      stripMarkup,
      serviceOptions,
    )
    if (fromQuery.service || fromQuery.message)
      fillUntyped(form, { service: fromQuery.service, message: fromQuery.message })
  }, [form, posted, prefill, serviceOptions])

  const onSubmit = handleSubmit(async (enquiry, event) => {
    await waitForMinimumFillTime()
    try {
      const result = await submitEnquiryAction({
        ...enquiry,
        website: honeypotValue(event),
        formToken: currentFormToken(),
        sourcePage: `${window.location.pathname}${window.location.search}`,
        attribution: attributionForLead(),
      })
      if (result.ok) {
        toast(success)
        // The service variant keeps the chosen service for a follow-up request.
        reset(emptyEnquiry(variant, isQuote ? (enquiry.service ?? prefill?.service ?? '') : '', ''))
        return
      }
      for (const [field, message] of serverFieldErrors(result.fieldErrors, ENQUIRY_FIELD_NAMES)) {
        setError(field, { type: 'server', message })
      }
      toast({
        variant: 'destructive',
        title: messages.ENQUIRY_FAILED_TITLE,
        description: result.message || messages.ENQUIRY_FAILED_FALLBACK,
      })
    } catch {
      toast({
        variant: 'destructive',
        title: messages.ENQUIRY_FAILED_TITLE,
        description: messages.UNEXPECTED,
      })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`} className="text-2xl">
          {heading || text.title}
        </CardTitle>
        <CardDescription>
          {intro || text.description} We reply within {replyHours} hours. Fields marked * are
          required.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {posted ? <PostedAnswer posted={posted} success={success} /> : null}
        {/* Posted by React once the page runs (onSubmit), or by the browser itself before that (action). */}
        <form
          action={postAction}
          onSubmit={onSubmit}
          onFocus={() => void lazyEnquiryResolver.load()}
          noValidate
          data-hydrated={hydrated || undefined}
          aria-labelledby={`${id}-title`}
          className="relative space-y-2"
        >
          <input type="hidden" name="enquiryType" value={variant} />
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          <input type="hidden" name={SOURCE_PAGE_FIELD} value={path ?? PATHS.contact} />
          <Honeypot />

          <EnquiryFields
            form={form}
            id={id}
            defaults={defaults}
            variant={variant}
            serviceOptions={serviceOptions}
            brandName={brandName}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : text.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

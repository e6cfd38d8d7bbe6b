'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'

import { requestCallbackAction } from '@/features/leads/actions/requestCallback'
import { Button } from '@/components/ui/Button'
import { bindField, fieldFeedback } from '@/components/ui/fieldFeedback'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { FormProblem } from '@/components/ui/FormProblem'
import { callbackSchema, type Callback, type CallbackInput } from '@/validation/callback'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { CallbackDayPicker } from './CallbackDayPicker'
import { CONTACT_INPUTS } from './contactInputs'
import { Honeypot, honeypotValue } from './Honeypot'
import { PrivacyConsent } from './PrivacyConsent'
import { serverFieldErrors } from '@/components/ui/serverFieldErrors'
import { TimeSlotField } from './TimeSlotField'
import { useAvailableSlots } from './useAvailableSlots'
import { useFormToken } from './useFormToken'

const EMPTY: CallbackInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  date: '',
  time: '',
  message: '',
  consent: false,
}

const FIELD_NAMES: readonly FieldPath<CallbackInput>[] = [
  'name',
  'email',
  'phone',
  'company',
  'date',
  'time',
  'message',
  'consent',
]

/** The callback request: contact details, a free slot, and consent. */
export function CallbackForm({
  formToken,
  brandName,
  onDone,
}: {
  formToken: string
  brandName: string
  onDone: () => void
}) {
  const id = useId()
  const { toast } = useToast()
  const { formToken: currentFormToken, waitForMinimumFillTime } = useFormToken(formToken)
  const [reload, setReload] = useState(0)
  const [formAlert, setFormAlert] = useState<string | null>(null)

  const form = useForm<CallbackInput, unknown, Callback>({
    resolver: zodResolver(callbackSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { handleSubmit, formState, setValue, setError, control } = form
  const date = useWatch({ control, name: 'date' })
  const time = useWatch({ control, name: 'time' })

  const { loading, available } = useAvailableSlots(date, reload)

  useEffect(() => {
    if (time && !loading && !available.some((slot) => slot.value === time)) setValue('time', '')
  }, [time, loading, available, setValue])

  const onSubmit = handleSubmit(async (callback, event) => {
    setFormAlert(null)
    await waitForMinimumFillTime()
    try {
      const result = await requestCallbackAction({
        ...callback,
        website: honeypotValue(event),
        formToken: currentFormToken(),
        sourcePage: `${window.location.pathname}${window.location.search}`,
      })
      if (result.ok) {
        toast(messages.CALLBACK_SUBMITTED)
        form.reset(EMPTY)
        onDone()
        return
      }
      for (const [field, message] of serverFieldErrors(result.fieldErrors, FIELD_NAMES)) {
        setError(field, { type: 'server', message })
      }
      if (result.fieldErrors?.time) setReload((n) => n + 1)
      if (result.message && result.message !== messages.CALLBACK_FAILED.description)
        setFormAlert(result.message)
      toast({ ...messages.CALLBACK_FAILED, variant: 'destructive' })
    } catch {
      toast({ ...messages.CALLBACK_FAILED, variant: 'destructive' })
    }
  })

  const field = (name: FieldPath<CallbackInput>) => bindField(form, id, name)

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Schedule a Callback"
      className="relative space-y-2"
    >
      <Honeypot />
      <TextField {...field('name')} {...CONTACT_INPUTS.name} label="Full Name *" aria-required />
      <TextField {...field('email')} {...CONTACT_INPUTS.email} label="Email *" aria-required />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <TextField {...field('phone')} {...CONTACT_INPUTS.phone} label="Phone (Optional)" />
        <TextField {...field('company')} {...CONTACT_INPUTS.company} label="Company (Optional)" />
      </div>

      <CallbackDayPicker
        id={`${id}-date`}
        label="Preferred Date *"
        value={date}
        error={fieldFeedback(form, 'date').error}
        reserveMessage
        onChange={(day) =>
          setValue('date', day, { shouldValidate: true, shouldTouch: true, shouldDirty: true })
        }
      />
      <TimeSlotField
        {...field('time')}
        label="Preferred Time *"
        aria-required
        date={date}
        loading={loading}
        available={available}
      />
      <TextareaField
        {...field('message')}
        label="Message (Optional)"
        maxLength={FORM_LIMITS.message}
        placeholder="What would you like to discuss?"
        className="min-h-[90px] resize-y"
      />
      <PrivacyConsent
        {...bindField(form, id, 'consent', { errorsOnly: true })}
        brandName={brandName}
        purpose="arrange and hold the call you asked for"
      />

      <FormProblem>{formAlert}</FormProblem>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting...' : 'Schedule Callback'}
        </Button>
      </div>
    </form>
  )
}

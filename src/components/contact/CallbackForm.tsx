'use client'

import { useCallback, useEffect, useId, useState, type ReactNode } from 'react'
import {
  useForm,
  useFormState,
  useWatch,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form'

import { attributionForLead } from '@/components/site/attributionStorage'
import { requestCallbackAction } from '@/features/leads/actions/requestCallback'
import { Button } from '@/components/ui/Button'
import { bindField, fieldFeedback } from '@/components/ui/fieldFeedback'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { agencyDayKey } from '@/lib/agencyTime'
import { whenIdle } from '@/utilities/whenIdle'
import { FormProblem } from '@/components/ui/FormProblem'
import { lazyResolver } from '@/components/ui/lazyResolver'
import type { Callback, CallbackInput } from '@/validation/callback'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { CallbackDayPicker } from './CallbackDayPicker'
import { EMPTY_CALLBACK } from './callbackFormValues'
import { CONTACT_INPUTS } from './contactInputs'
import { Honeypot, honeypotValue } from './Honeypot'
import { PrivacyConsent } from './PrivacyConsent'
import { serverFieldErrors } from '@/components/ui/serverFieldErrors'
import { TimeSlotField } from './TimeSlotField'
import { useAvailableSlots } from './useAvailableSlots'
import { useFormToken } from './useFormToken'

type CallbackFormApi = UseFormReturn<CallbackInput, unknown, Callback>

/**
 * The schema and its resolver load after the dialog has opened (the warm-up below), not with the
 * dialog: the opening click on a low-end phone then runs the calendar's code, not zod's. An A/B on
 * the same machine (bench:inp's callback steps, low-end phone, 12 interleaved page loads each)
 * gave a median INP of 184 ms this way against 240 ms with the resolver in the dialog's chunk.
 */
const lazyCallbackResolver = lazyResolver<CallbackInput, Callback>(() =>
  import('./callbackResolver').then((module) => module.callbackResolver),
)

/**
 * A first validation runs zod's and react-hook-form's code for the first time, several times
 * slower than later ones; run once while the open dialog is idle, it is no longer paid by the
 * visitor's first date choice (bench:inp). Nothing is shown: the result is dropped.
 */
const warmValidation = () =>
  void lazyCallbackResolver({ ...EMPTY_CALLBACK, date: agencyDayKey() }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })

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
    resolver: lazyCallbackResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_CALLBACK,
  })
  const { handleSubmit, formState, setError } = form

  useEffect(() => whenIdle(warmValidation), [])

  const onSubmit = handleSubmit(async (callback, event) => {
    setFormAlert(null)
    await waitForMinimumFillTime()
    try {
      const result = await requestCallbackAction({
        ...callback,
        website: honeypotValue(event),
        formToken: currentFormToken(),
        sourcePage: `${window.location.pathname}${window.location.search}`,
        attribution: attributionForLead(),
      })
      if (result.ok) {
        toast(messages.CALLBACK_SUBMITTED)
        form.reset(EMPTY_CALLBACK)
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

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Schedule a Callback"
      className="relative space-y-2"
    >
      <Honeypot />
      <OwnField form={form} id={id} name="name">
        {(field) => (
          <TextField {...field} {...CONTACT_INPUTS.name} label="Full Name *" aria-required />
        )}
      </OwnField>
      <OwnField form={form} id={id} name="email">
        {(field) => (
          <TextField {...field} {...CONTACT_INPUTS.email} label="Email *" aria-required />
        )}
      </OwnField>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <OwnField form={form} id={id} name="phone">
          {(field) => <TextField {...field} {...CONTACT_INPUTS.phone} label="Phone (Optional)" />}
        </OwnField>
        <OwnField form={form} id={id} name="company">
          {(field) => (
            <TextField {...field} {...CONTACT_INPUTS.company} label="Company (Optional)" />
          )}
        </OwnField>
      </div>

      <CallbackSlotFields form={form} id={id} reload={reload} />
      <OwnField form={form} id={id} name="message">
        {(field) => (
          <TextareaField
            {...field}
            label="Message (Optional)"
            maxLength={FORM_LIMITS.message}
            placeholder="What would you like to discuss?"
            className="min-h-[90px] resize-y"
          />
        )}
      </OwnField>
      <OwnField form={form} id={id} name="consent" errorsOnly>
        {(field) => (
          <PrivacyConsent
            {...field}
            brandName={brandName}
            purpose="arrange and hold the call you asked for"
          />
        )}
      </OwnField>

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

/**
 * One field, rendered from its own slice of the form state: typing in it or choosing a date
 * re-renders that field only, not the whole form (a low-end phone's date choice, bench:inp).
 */
function OwnField({
  form,
  id,
  name,
  errorsOnly,
  children,
}: {
  form: CallbackFormApi
  id: string
  name: FieldPath<CallbackInput>
  errorsOnly?: boolean
  children: (field: ReturnType<typeof bindField<CallbackInput, unknown, Callback>>) => ReactNode
}) {
  const formState = useFormState({ control: form.control, name, exact: true })
  return children(bindField(form, id, name, { errorsOnly, formState }))
}

/** The day and its free times: all that choosing a date re-renders. */
function CallbackSlotFields({
  form,
  id,
  reload,
}: {
  form: CallbackFormApi
  id: string
  /** Bumped after the server refused the time: the free slots are asked for again. */
  reload: number
}) {
  const { control, setValue } = form
  const date = useWatch({ control, name: 'date' })
  const time = useWatch({ control, name: 'time' })
  const formState = useFormState({ control, name: ['date', 'time'], exact: true })
  const { loading, available } = useAvailableSlots(date, reload)

  useEffect(() => {
    if (time && !loading && !available.some((slot) => slot.value === time)) setValue('time', '')
  }, [time, loading, available, setValue])
  const chooseDay = useCallback(
    (day: string) =>
      setValue('date', day, { shouldValidate: true, shouldTouch: true, shouldDirty: true }),
    [setValue],
  )

  return (
    <>
      <CallbackDayPicker
        id={`${id}-date`}
        label="Preferred Date *"
        value={date}
        error={fieldFeedback(form, 'date', formState).error}
        reserveMessage
        onChange={chooseDay}
      />
      <TimeSlotField
        {...bindField(form, id, 'time', { formState })}
        label="Preferred Time *"
        aria-required
        date={date}
        loading={loading}
        available={available}
      />
    </>
  )
}

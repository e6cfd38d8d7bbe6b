'use client'

import 'react-day-picker/style.css'

import { TZDate } from '@date-fns/tz'
import { zodResolver } from '@hookform/resolvers/zod'
import { format } from 'date-fns'
import { useEffect, useId, useMemo, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'

import { requestCallbackAction } from '@/actions/requestCallback'
import { Button } from '@/components/ui/Button'
import { Dialog } from '@/components/ui/Dialog'
import { Input, Label, Select, Textarea } from '@/components/ui/Field'
import { useToast } from '@/components/ui/Toast'
import { AGENCY_TIME_ZONE, isCallbackDayDisabled } from '@/lib/callbackSlots'
import { formatCallbackDay } from '@/lib/leads/callbackDay'
import { callbackSchema, type Callback, type CallbackInput } from '@/validation/callback'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'

import { describedBy, fieldFeedback } from './fieldFeedback'
import { Honeypot, honeypotValue } from './Honeypot'
import { PrivacyConsent } from './PrivacyConsent'
import { ReservedFieldMessage } from './ReservedFieldMessage'
import { CALENDAR_STYLE, toCalendarDay, useAvailableSlots } from './useAvailableSlots'
import { useFormToken } from './useFormToken'

type CallbackDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  formToken: string
  brandName: string
}

/** The 'Schedule a Callback' dialog (spec); the form inside mounts afresh each time it opens. */
export function CallbackDialog({ open, onOpenChange, formToken, brandName }: CallbackDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a Callback"
      description="Choose a weekday and a time (South African time) for your free 30-minute consultation."
      className="max-w-xl"
    >
      <CallbackForm formToken={formToken} brandName={brandName} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

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

const isFieldName = (name: string): name is FieldPath<CallbackInput> =>
  (FIELD_NAMES as readonly string[]).includes(name)

function CallbackForm({ formToken, brandName, onDone }: { formToken: string; brandName: string; onDone: () => void }) {
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
  const { register, handleSubmit, formState, setValue, setError, control } = form
  const date = useWatch({ control, name: 'date' }) ?? ''
  const time = useWatch({ control, name: 'time' }) ?? ''

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
      for (const [field, fieldMessages] of Object.entries(result.fieldErrors ?? {})) {
        if (isFieldName(field) && fieldMessages[0]) setError(field, { type: 'server', message: fieldMessages[0] })
      }
      if (result.fieldErrors?.time) setReload((n) => n + 1)
      if (result.message && result.message !== messages.CALLBACK_FAILED.description) setFormAlert(result.message)
      toast({ ...messages.CALLBACK_FAILED, variant: 'destructive' })
    } catch {
      toast({ ...messages.CALLBACK_FAILED, variant: 'destructive' })
    }
  })

  const fieldId = (name: string) => `${id}-${name}`
  const feedbackFor = (name: FieldPath<CallbackInput>) => fieldFeedback(form, name)

  const textField = (
    name: 'name' | 'email' | 'phone' | 'company',
    label: string,
    props: { type?: string; autoComplete: string; required?: boolean; maxLength: number },
  ) => {
    const feedback = feedbackFor(name)
    return (
      <div>
        <Label htmlFor={fieldId(name)}>{label}</Label>
        <Input
          id={fieldId(name)}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
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

  const dateFeedback = feedbackFor('date')
  const timeFeedback = feedbackFor('time')
  const messageFeedback = feedbackFor('message')
  const consent = feedbackFor('consent')
  const selectedDay = toCalendarDay(date)
  const thisMonth = useMemo(() => TZDate.tz(AGENCY_TIME_ZONE), [])
  const timePlaceholder = !date
    ? 'Select a date first'
    : loading
      ? 'Loading available times...'
      : available.length === 0
        ? 'No times left on this day'
        : 'Select a time'

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Schedule a Callback" className="relative space-y-2">
      <Honeypot />
      {textField('name', 'Full Name *', { autoComplete: 'name', required: true, maxLength: FORM_LIMITS.name })}
      {textField('email', 'Email *', { type: 'email', autoComplete: 'email', required: true, maxLength: FORM_LIMITS.email })}
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {textField('phone', 'Phone (Optional)', { type: 'tel', autoComplete: 'tel', maxLength: FORM_LIMITS.phone })}
        {textField('company', 'Company (Optional)', { autoComplete: 'organization', maxLength: FORM_LIMITS.company })}
      </div>

      <div role="group" aria-labelledby={`${fieldId('date')}-label`} aria-describedby={describedBy(fieldId('date'), dateFeedback)}>
        <p id={`${fieldId('date')}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Preferred Date *
        </p>
        <div className="flex justify-center rounded-lg border border-slate-200 p-1">
          <DayPicker
            style={CALENDAR_STYLE}
            mode="single"
            timeZone={AGENCY_TIME_ZONE}
            weekStartsOn={1}
            startMonth={thisMonth}
            defaultMonth={selectedDay ?? thisMonth}
            selected={selectedDay}
            disabled={(day) => isCallbackDayDisabled(day)}
            onSelect={(day) => {
              setValue('date', day ? format(day, 'yyyy-MM-dd') : '', {
                shouldValidate: true,
                shouldTouch: true,
                shouldDirty: true,
              })
            }}
          />
        </div>
        {selectedDay ? (
          <p className="mt-1.5 text-sm text-slate-700" aria-live="polite">
            Selected: {formatCallbackDay(selectedDay)}
          </p>
        ) : null}
        <ReservedFieldMessage id={`${fieldId('date')}-message`} error={dateFeedback.error} />
      </div>

      <div>
        <Label htmlFor={fieldId('time')}>Preferred Time *</Label>
        <Select
          id={fieldId('time')}
          aria-required="true"
          disabled={!date || loading || available.length === 0}
          invalid={Boolean(timeFeedback.error)}
          aria-describedby={describedBy(fieldId('time'), timeFeedback, `${fieldId('time')}-zone`)}
          {...register('time')}
        >
          <option value="">{timePlaceholder}</option>
          {available.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </Select>
        <p id={`${fieldId('time')}-zone`} className="mt-1 text-xs text-slate-600">
          South African time (SAST, UTC+2). Booked times are not shown.
        </p>
        <ReservedFieldMessage id={`${fieldId('time')}-message`} {...timeFeedback} />
      </div>

      <div>
        <Label htmlFor={fieldId('message')}>Message (Optional)</Label>
        <Textarea
          id={fieldId('message')}
          maxLength={FORM_LIMITS.message}
          placeholder="What would you like to discuss?"
          invalid={Boolean(messageFeedback.error)}
          aria-describedby={describedBy(fieldId('message'), messageFeedback)}
          className="min-h-[90px] resize-y"
          {...register('message')}
        />
        <ReservedFieldMessage id={`${fieldId('message')}-message`} {...messageFeedback} />
      </div>

      <PrivacyConsent
        id={fieldId('consent')}
        brandName={brandName}
        purpose="arrange and hold the call you asked for"
        error={consent.error}
        inputProps={register('consent')}
      />

      {formAlert ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formAlert}
        </p>
      ) : null}

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

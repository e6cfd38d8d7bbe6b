'use client'

import { useId, useState, type SubmitEvent } from 'react'

import {
  cancelCallbackAction,
  rescheduleCallbackAction,
} from '@/features/leads/actions/manageCallback'
import { CallbackDayPicker } from '@/components/contact/CallbackDayPicker'
import { TimeSlotField } from '@/components/contact/TimeSlotField'
import { useAvailableSlots } from '@/components/contact/useAvailableSlots'
import { Button } from '@/components/ui/Button'
import { FormProblem } from '@/components/ui/FormProblem'
import * as messages from '@/validation/messages'

type Props = { token: string; firstName: string; when: string }

type Outcome = { kind: 'cancelled' | 'moved'; when: string } | null

/**
 * Cancel, or move to another free slot, with the same calendar and slot rules as the booking
 * dialog. The server checks the signed token again on every action; the database refuses a slot
 * someone else took in the meantime, and the visitor is asked to pick again.
 */
export function ManageBooking({ token, firstName, when }: Props) {
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [reload, setReload] = useState(0)
  const { loading, available } = useAvailableSlots(date, reload)
  const timeValue = available.some((slot) => slot.value === time) ? time : ''

  if (outcome) {
    return (
      <p
        role="status"
        className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
      >
        {outcome.kind === 'cancelled'
          ? messages.BOOKING_CANCELLED
          : `${messages.BOOKING_MOVED} New time: ${outcome.when}.`}
      </p>
    )
  }

  const cancel = async () => {
    setBusy(true)
    setAlert(null)
    const result = await cancelCallbackAction(token).catch(() => ({
      ok: false as const,
      message: messages.UNEXPECTED,
    }))
    setBusy(false)
    if (result.ok) setOutcome({ kind: 'cancelled', when: result.data.when })
    else setAlert(result.message)
  }

  const move = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!date || !timeValue) {
      setAlert(!date ? messages.DATE_REQUIRED : messages.TIME_REQUIRED)
      return
    }
    setBusy(true)
    setAlert(null)
    const result = await rescheduleCallbackAction(token, { date, time: timeValue }).catch(() => ({
      ok: false as const,
      message: messages.UNEXPECTED,
      fieldErrors: undefined,
    }))
    setBusy(false)
    if (result.ok) {
      setOutcome({ kind: 'moved', when: result.data.when })
      return
    }
    setAlert(result.message)
    // The slot went to someone else: show what is still free.
    if (result.fieldErrors?.time) {
      setTime('')
      setReload((n) => n + 1)
    }
  }

  return (
    <div className="mt-6 space-y-8">
      <p className="text-lg text-slate-700">
        Hello {firstName}, your free consultation is booked for <strong>{when}</strong>.
      </p>

      <FormProblem>{alert}</FormProblem>

      <section aria-labelledby={`${id}-move`} className="space-y-3">
        <h2 id={`${id}-move`} className="text-xl font-semibold text-slate-900">
          Move to another time
        </h2>
        <form onSubmit={move} noValidate aria-label="Move your call" className="space-y-3">
          <CallbackDayPicker
            id={`${id}-date`}
            label="New date"
            value={date}
            onChange={(day) => {
              setDate(day)
              setTime('')
            }}
          />
          <TimeSlotField
            id={`${id}-time`}
            label="New time"
            value={timeValue}
            onChange={(event) => setTime(event.target.value)}
            date={date}
            loading={loading}
            available={available}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Move my call'}
          </Button>
        </form>
      </section>

      <section
        aria-labelledby={`${id}-cancel`}
        className="space-y-3 border-t border-slate-200 pt-6"
      >
        <h2 id={`${id}-cancel`} className="text-xl font-semibold text-slate-900">
          Cancel the call
        </h2>
        {confirmCancel ? (
          <div className="flex flex-wrap gap-3">
            <Button variant="destructive" onClick={() => void cancel()} disabled={busy}>
              Yes, cancel my call
            </Button>
            <Button variant="outline" onClick={() => setConfirmCancel(false)} disabled={busy}>
              Keep it
            </Button>
          </div>
        ) : (
          <Button variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel my call
          </Button>
        )}
      </section>
    </div>
  )
}

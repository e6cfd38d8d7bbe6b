'use client'

import 'react-day-picker/style.css'

import { format } from 'date-fns'
import { memo, useMemo } from 'react'
import { DayPicker } from 'react-day-picker'

import { FieldFeedback } from '@/components/ui/FormField'
import { agencyToday, DAY_KEY, formatCallbackDay, toCalendarDay } from '@/lib/agencyTime'
import { callbackDayFilter } from '@/lib/callbackSlots'

import { CALENDAR_STYLE } from './useAvailableSlots'

type CallbackDayPickerProps = {
  id: string
  label: string
  /** 'YYYY-MM-DD', or '' before a day is chosen. */
  value: string
  onChange: (date: string) => void
  /** Given (even as undefined) by a form that validates the day: the message slot is kept. */
  error?: string
  reserveMessage?: boolean
}

/**
 * The callback calendar, used to book a call and to move one. Its days are plain calendar days
 * (no `timeZone`): the agency's zone only decides which day is today, once per calendar. Memoised:
 * a month of days is the dearest thing the form draws, and the form re-renders for reasons that
 * leave the calendar as it was (the day's validation, its free times arriving).
 */
export const CallbackDayPicker = memo(function CallbackDayPicker({
  id,
  label,
  value,
  onChange,
  error,
  reserveMessage,
}: CallbackDayPickerProps) {
  const selectedDay = toCalendarDay(value)
  const [today, isDisabled] = useMemo(() => {
    const now = new Date()
    return [agencyToday(now), callbackDayFilter(now)] as const
  }, [])
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-message` : undefined}
    >
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="flex justify-center rounded-lg border border-slate-200 p-1">
        <DayPicker
          style={CALENDAR_STYLE}
          mode="single"
          weekStartsOn={1}
          today={today}
          startMonth={today}
          defaultMonth={selectedDay ?? today}
          selected={selectedDay}
          disabled={isDisabled}
          onSelect={(day) => onChange(day ? format(day, DAY_KEY) : '')}
        />
      </div>
      {selectedDay ? (
        <p className="mt-1.5 text-sm text-slate-700" aria-live="polite">
          Selected: {formatCallbackDay(selectedDay)}
        </p>
      ) : null}
      <FieldFeedback id={id} error={error} reserveMessage={reserveMessage} />
    </div>
  )
})

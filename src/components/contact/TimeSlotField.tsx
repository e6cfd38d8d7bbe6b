import type { ComponentProps } from 'react'

import { SelectField } from '@/components/ui/SelectField'
import type { CallbackSlot } from '@/lib/callbackSlots'

type TimeSlotFieldProps = Omit<
  ComponentProps<typeof SelectField>,
  'options' | 'placeholder' | 'hint'
> & {
  date: string
  loading: boolean
  available: readonly CallbackSlot[]
}

/** The free times of the chosen day, in South African time. */
export function TimeSlotField({ date, loading, available, ...field }: TimeSlotFieldProps) {
  const placeholder = !date
    ? 'Select a date first'
    : loading
      ? 'Loading available times...'
      : available.length === 0
        ? 'No times left on this day'
        : 'Select a time'
  return (
    <SelectField
      {...field}
      options={available}
      placeholder={placeholder}
      disabled={!date || loading || available.length === 0}
      hint="South African time (SAST, UTC+2). Booked times are not shown."
    />
  )
}

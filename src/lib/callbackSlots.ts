import { format, isWeekend, parse } from 'date-fns'

import { agencyDay, agencyDayKey, DAY_KEY, toPreferredTime } from '@/lib/agencyTime'
import { CALLBACK_SLOT_VALUES, isCallbackSlotValue } from '@/validation/slots'

export interface CallbackSlot {
  readonly value: string
  readonly label: string
}

const slotLabel = (value: string): string =>
  format(parse(value, 'HH:mm', new Date(2000, 0, 1)), 'h:mm a')

export const CALLBACK_SLOTS: readonly CallbackSlot[] = CALLBACK_SLOT_VALUES.map((value) => ({
  value,
  label: slotLabel(value),
}))

/**
 * The calendar's rule for a day: weekends and days before today are disabled. "Today" is always
 * today in Johannesburg, so a visitor abroad cannot book a day already over there. Today is worked
 * out once, for the whole calendar.
 */
export function callbackDayFilter(now: Date = new Date()): (day: Date) => boolean {
  const today = agencyDayKey(now)
  return (day) => format(day, DAY_KEY) < today || isWeekend(day)
}

export const isCallbackDayDisabled = (day: Date, now: Date = new Date()): boolean =>
  callbackDayFilter(now)(day)

/** What the server accepts: one of the slots, on a weekday, not already past. */
export function isBookable(date: string, time: string, now: Date = new Date()): boolean {
  const day = agencyDay(date)
  if (!day || !isCallbackSlotValue(time) || isWeekend(day)) return false
  return toPreferredTime(date, time).getTime() > now.getTime()
}

import { format, isWeekend, parse } from 'date-fns'

import {
  agencyDay,
  agencyDayKey,
  agencyMinuteKey,
  toCalendarDay,
  toPreferredTime,
} from '@/lib/agencyTime'
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

/** A plain calendar day as a number that sorts like its 'YYYY-MM-DD' (20261201): the calendar asks for every cell on each render, so no date formatting. */
const dayNumber = (day: Date): number =>
  day.getFullYear() * 10_000 + (day.getMonth() + 1) * 100 + day.getDate()

/**
 * The calendar's rule for a day: weekends and days before today are disabled. "Today" is always
 * today in Johannesburg, so a visitor abroad cannot book a day already over there. Today is worked
 * out once, for the whole calendar.
 */
export function callbackDayFilter(now: Date = new Date()): (day: Date) => boolean {
  const today = Number(agencyDayKey(now).replaceAll('-', ''))
  return (day) => dayNumber(day) < today || isWeekend(day)
}

export const isCallbackDayDisabled = (day: Date, now: Date = new Date()): boolean =>
  callbackDayFilter(now)(day)

/** What the server accepts: one of the slots, on a weekday, not already past. */
export function isBookable(date: string, time: string, now: Date = new Date()): boolean {
  const day = agencyDay(date)
  if (!day || !isCallbackSlotValue(time) || isWeekend(day)) return false
  return toPreferredTime(date, time).getTime() > now.getTime()
}

/**
 * The slots of `date` that `isBookable` accepts, for the picker's time list: one look at the
 * agency's clock for the whole day instead of two zone lookups per slot, which cost a low-end
 * phone most of a frame after each date choice (bench:inp).
 */
export function bookableSlots(date: string, now: Date = new Date()): readonly CallbackSlot[] {
  const day = toCalendarDay(date)
  if (!day || isWeekend(day)) return []
  const nowKey = agencyMinuteKey(now)
  return CALLBACK_SLOTS.filter((slot) => `${date} ${slot.value}` > nowKey)
}

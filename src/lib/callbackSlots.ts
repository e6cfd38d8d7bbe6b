import { format, isWeekend, parse } from 'date-fns'

import { agencyDayKey, agencyMinuteKey, toCalendarDay } from '@/lib/agencyTime'
import { CALLBACK_SLOT_VALUES } from '@/validation/slots'

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

/**
 * The slots of `date` still open: a weekday's slots that start after the agency's clock now. One
 * look at that clock for the whole day, not two zone lookups per slot, which cost a low-end phone
 * most of a frame after each date choice (bench:inp). Comparing wall-clock keys is comparing
 * instants because South Africa keeps one offset all year (`agencyMinuteKey`).
 */
export function bookableSlots(date: string, now: Date = new Date()): readonly CallbackSlot[] {
  const day = toCalendarDay(date)
  if (!day || isWeekend(day)) return []
  const nowKey = agencyMinuteKey(now)
  return CALLBACK_SLOTS.filter((slot) => `${date} ${slot.value}` > nowKey)
}

/** What the server accepts: one of the slots the picker offers for `date` (the same rule). */
export const isBookable = (date: string, time: string, now: Date = new Date()): boolean =>
  bookableSlots(date, now).some((slot) => slot.value === time)

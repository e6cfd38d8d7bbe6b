import { TZDate, tz } from '@date-fns/tz'
import { format, isWeekend, parse } from 'date-fns'

import { CALLBACK_SLOT_VALUES, isCallbackSlotValue } from '@/validation/slots'

/** Callback dates and times are the agency's wall clock, wherever the visitor is. */
export const AGENCY_TIME_ZONE = 'Africa/Johannesburg'

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

const DAY_KEY = 'yyyy-MM-dd'
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_PATTERN = /^(\d{2}):(\d{2})$/

/** Today's date in Johannesburg, 'YYYY-MM-DD'. */
const agencyDayKey = (now: Date): string => format(now, DAY_KEY, { in: tz(AGENCY_TIME_ZONE) })

/**
 * Today in Johannesburg as a plain calendar day (midnight where the browser is): the callback
 * calendar works in plain days, since a day in the agency's zone (a TZDate) costs a time-zone
 * lookup on every date operation, and the calendar makes thousands (bench:inp).
 */
export function agencyToday(now: Date = new Date()): Date {
  const [year = 0, month = 1, day = 1] = agencyDayKey(now).split('-').map(Number)
  return new Date(year, month - 1, day)
}

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

function agencyDay(date: string): TZDate | null {
  const match = DATE_PATTERN.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const result = new TZDate(year, month - 1, day, AGENCY_TIME_ZONE)
  const isReal =
    result.getFullYear() === year && result.getMonth() === month - 1 && result.getDate() === day
  return isReal ? result : null
}

/** The instant of a Johannesburg wall-clock date and time; throws a RangeError when malformed. */
export function toPreferredTime(date: string, time: string): Date {
  const day = agencyDay(date)
  const clock = TIME_PATTERN.exec(time)
  const hours = clock ? Number(clock[1]) : NaN
  const minutes = clock ? Number(clock[2]) : NaN
  if (!day || !(hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59)) {
    throw new RangeError(`Not a date and time: ${date} ${time}`)
  }
  const instant = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hours,
    minutes,
    AGENCY_TIME_ZONE,
  )
  return new Date(instant.getTime())
}

/** What the server accepts: one of the slots, on a weekday, not already past. */
export function isBookable(date: string, time: string, now: Date = new Date()): boolean {
  const day = agencyDay(date)
  if (!day || !isCallbackSlotValue(time) || isWeekend(day)) return false
  return toPreferredTime(date, time).getTime() > now.getTime()
}

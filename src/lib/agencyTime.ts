import { TZDate, tz } from '@date-fns/tz'
import { format, isValid, parse, startOfDay } from 'date-fns'

/**
 * The agency's clock: its time zone, the 'YYYY-MM-DD' days that forms and links carry, and how
 * instants are shown. Bookings, agendas, emails and the portal all read time through here, so a
 * visitor abroad or a server in UTC sees the same day as the agency. Light enough for the browser.
 */

/** Callback dates and times are the agency's wall clock, wherever the visitor or the server is. */
export const AGENCY_TIME_ZONE = 'Africa/Johannesburg'

/** How a day travels in forms, URLs and the slots API. */
export const DAY_KEY = 'yyyy-MM-dd'

const inAgencyZone = tz(AGENCY_TIME_ZONE)

/** Whether `parsed` is real and `value` wrote it exactly ('2026-2-3' and '2026-02-30' are not). */
const isWrittenAs = (parsed: Date, pattern: string, value: string): boolean =>
  isValid(parsed) && format(parsed, pattern) === value

/** The agency-zone midnight that starts 'YYYY-MM-DD', or null when it is no real day. */
export function agencyDay(date: string): TZDate | null {
  const day = parse(date, DAY_KEY, new Date(), { in: inAgencyZone })
  return isWrittenAs(day, DAY_KEY, date) ? day : null
}

/**
 * 'YYYY-MM-DD' as the plain calendar day the date picker shows (midnight where the browser is):
 * the picker works in plain days, since a TZDate costs a zone lookup on every date operation.
 */
export function toCalendarDay(date: string): Date | undefined {
  const day = parse(date, DAY_KEY, new Date())
  return isWrittenAs(day, DAY_KEY, date) ? day : undefined
}

/** The instant of an agency wall-clock date and time; throws a RangeError when either is malformed. */
export function toPreferredTime(date: string, time: string): Date {
  const [value, pattern] = [`${date} ${time}`, `${DAY_KEY} HH:mm`]
  const instant = parse(value, pattern, new Date(), { in: inAgencyZone })
  if (!isWrittenAs(instant, pattern, value)) {
    throw new RangeError(`Not a date and time: ${date} ${time}`)
  }
  return new Date(instant.getTime())
}

/** `instant` written with a date-fns `pattern` as the agency's wall clock shows it. */
export const formatInAgencyZone = (instant: Date | string | number, pattern: string): string =>
  format(instant, pattern, { in: inAgencyZone })

/**
 * South Africa keeps one offset all year, UTC+2 (no daylight saving), so the agency's wall clock
 * now is UTC's two hours on: its 'YYYY-MM-DD HH:mm' is that instant's ISO text. No zone lookup:
 * the calendar's first (Intl with a time zone, through @date-fns/tz) took about 30 ms of the
 * callback dialog's opening click in a CPU profile on the low-end phone profile. A unit test holds
 * these keys equal to the IANA zone's.
 */
const AGENCY_UTC_OFFSET_MS = 2 * 60 * 60 * 1000
const agencyClockIso = (now: Date): string =>
  new Date(now.getTime() + AGENCY_UTC_OFFSET_MS).toISOString()

/** Today's date at the agency, 'YYYY-MM-DD': 23:30 UTC is already tomorrow there. */
export const agencyDayKey = (now: Date = new Date()): string => agencyClockIso(now).slice(0, 10)

/**
 * The agency's wall clock now, 'YYYY-MM-DD HH:mm'. With one offset all year these keys sort as the
 * instants do: `${date} ${time}` > this key is the same test as `toPreferredTime(date, time) > now`.
 */
export const agencyMinuteKey = (now: Date = new Date()): string =>
  agencyClockIso(now).slice(0, 16).replace('T', ' ')

/** The agency-zone midnight that started today there. */
export const startOfAgencyDay = (now: Date = new Date()): TZDate =>
  startOfDay(now, { in: inAgencyZone })

/** Today at the agency as the picker's plain calendar day (see `toCalendarDay`). */
export function agencyToday(now: Date = new Date()): Date {
  const [year = NaN, month = NaN, day = NaN] = agencyDayKey(now).split('-').map(Number)
  return new Date(year, month - 1, day)
}

/** `instant` as a date whose getters read the agency's wall clock. */
export const agencyWallClock = (instant: Date): TZDate => new TZDate(instant, AGENCY_TIME_ZONE)

/** 'Tuesday 1 December 2026 at 9:30 AM (South African time)': a call's time in emails and pages. */
export const formatCallbackTime = (instant: Date): string =>
  `${formatInAgencyZone(instant, "EEEE d MMMM yyyy 'at' h:mm a")} (South African time)`

/** 'Tuesday, 1 December 2026' for a plain calendar day the picker hands over (see `toCalendarDay`). */
export const formatCallbackDay = (day: Date): string => format(day, 'EEEE, d MMMM yyyy')

/** '1 December 2026', in the agency's time zone. */
export const formatDay = (instant: Date | string): string =>
  formatInAgencyZone(instant, 'd MMMM yyyy')

/** 'March 2026', in the agency's time zone: a case study's project date. */
export const formatMonth = (instant: Date | string): string =>
  formatInAgencyZone(instant, 'MMMM yyyy')

// The portal and the admin keep Intl's en-ZA styles ('03 Sept 2026'), which date-fns does not write.
// Each formatter is built on first use: building one loads the locale's and the zone's data, which
// every browser importing this module (the callback dialog among them) would otherwise pay for.
const lazyFormatter = (options: Intl.DateTimeFormatOptions): (() => Intl.DateTimeFormat) => {
  let formatter: Intl.DateTimeFormat | undefined
  return () =>
    (formatter ??= new Intl.DateTimeFormat('en-ZA', { ...options, timeZone: AGENCY_TIME_ZONE }))
}
const mediumDate = lazyFormatter({ dateStyle: 'medium' })
const mediumDateTime = lazyFormatter({ dateStyle: 'medium', timeStyle: 'short' })

/** '22 Nov 2026' in South African time, or '' for a missing date. */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? mediumDate().format(new Date(iso)) : ''

/** '22 Nov 2026, 14:05' in South African time, or '' for a missing date. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? mediumDateTime().format(new Date(iso)) : ''

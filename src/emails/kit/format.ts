import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { AGENCY_TIME_ZONE } from '@/lib/callbackSlots'

// C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators.
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g

/** A value fit for a single header line: no line breaks or controls, no runs of spaces. */
export const headerSafe = (value: string, maxLength = 200): string =>
  value.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)

/** 'Tuesday 1 December 2026 at 9:30 AM' style, in the agency's time zone whatever the server's is. */
export const formatCallbackTime = (instant: Date): string =>
  `${format(instant, "EEEE d MMMM yyyy 'at' h:mm a", { in: tz(AGENCY_TIME_ZONE) })} (South African time)`

/** '1 December 2026', in the agency's time zone. */
export const formatDay = (instant: Date): string =>
  format(instant, 'd MMMM yyyy', { in: tz(AGENCY_TIME_ZONE) })

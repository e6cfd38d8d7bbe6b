/** Callback slots as the spec describes them (09:00 to 16:30), free of libraries so schema and UI share one list. */

export const SLOT_FIRST_START_MINUTES = 9 * 60
export const SLOT_INTERVAL_MINUTES = 30
export const SLOT_CANDIDATE_COUNT = 17
/** A slot must start before this time of day (17:00). */
export const SLOT_LAST_START_BEFORE_MINUTES = 17 * 60

const pad = (n: number): string => String(n).padStart(2, '0')

export const minutesToSlotValue = (minutes: number): string =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

const slotMinutes: readonly number[] = Array.from(
  { length: SLOT_CANDIDATE_COUNT },
  (_, i) => SLOT_FIRST_START_MINUTES + i * SLOT_INTERVAL_MINUTES,
).filter((minutes) => minutes < SLOT_LAST_START_BEFORE_MINUTES)

/** '09:00', '09:30', ..., '16:30'. */
export const CALLBACK_SLOT_VALUES: readonly string[] = slotMinutes.map(minutesToSlotValue)

export const isCallbackSlotValue = (value: string): boolean => CALLBACK_SLOT_VALUES.includes(value)

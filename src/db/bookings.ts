import { and, eq, isNull, ne, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { callbacks } from './schema'

// A booking changes through a manage link in one conditional update on its id and slot, so a used
// link or a second tab changes nothing.

/** A booking as its manage link sees it; `inviteSequence` counts the calendar updates sent. */
export type ManagedRow = {
  id: string
  name: string
  email: string
  preferredTime: Date | null
  inviteSequence: number | null
}

const stillBooked = (id: string, slot: Date): SQL | undefined =>
  and(
    eq(callbacks.id, id),
    eq(callbacks.preferredTime, slot.toISOString()),
    ne(callbacks.status, 'cancelled'),
    isNull(callbacks.erasedAt),
  )

const nextSequence = sql`COALESCE(${callbacks.inviteSequence}, 0) + 1`

const returned = {
  id: callbacks.id,
  name: callbacks.name,
  email: callbacks.email,
  preferredTime: callbacks.preferredTime,
  inviteSequence: callbacks.inviteSequence,
}

const toDate = (value: string | null): Date | null => (value ? new Date(value) : null)

/** The booking behind a manage link, while it still holds that slot. */
export async function findBooking(
  payload: Payload,
  id: string,
  slot: Date,
): Promise<ManagedRow | undefined> {
  const [row] = await postgresOf(payload)
    .drizzle.select(returned)
    .from(callbacks)
    .where(stillBooked(id, slot))
  return row && { ...row, preferredTime: toDate(row.preferredTime) }
}

/** Cancels the booking if it still holds `slot`, freeing the slot in the same statement. */
export async function cancelBookingAt(
  payload: Payload,
  id: string,
  slot: Date,
): Promise<(ManagedRow & { cancelledSlot: Date }) | undefined> {
  const [row] = await postgresOf(payload)
    .drizzle.update(callbacks)
    .set({
      status: 'cancelled',
      cancelledSlot: sql`${callbacks.preferredTime}`,
      preferredTime: null,
      replyBy: null,
      inviteSequence: nextSequence,
      updatedAt: sql`now()`,
    })
    .where(stillBooked(id, slot))
    .returning({ ...returned, cancelledSlot: callbacks.cancelledSlot })
  if (!row?.cancelledSlot) return undefined
  return {
    ...row,
    preferredTime: toDate(row.preferredTime),
    cancelledSlot: new Date(row.cancelledSlot),
  }
}

/**
 * Postgres's unique violation, which Drizzle wraps as the `cause` of its own error. On callbacks
 * the one unique index is a booked slot's (callbacks_preferred_time_booked_idx): another booking
 * holds that time.
 */
export const isSlotTaken = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (('code' in err && err.code === '23505') || ('cause' in err && isSlotTaken(err.cause)))

/**
 * Moves the booking from `slot` to `next` if it still holds `slot`; 'taken' when another booking
 * holds `next` (the unique index on preferred_time is the arbiter).
 */
export async function moveBooking(
  payload: Payload,
  id: string,
  slot: Date,
  next: Date,
): Promise<ManagedRow | 'taken' | undefined> {
  const moved = postgresOf(payload)
    .drizzle.update(callbacks)
    .set({
      preferredTime: next.toISOString(),
      replyBy: next.toISOString(),
      slaReminderSentAt: null,
      inviteSequence: nextSequence,
      updatedAt: sql`now()`,
    })
    .where(stillBooked(id, slot))
    .returning(returned)
  try {
    const [row] = await moved
    return row && { ...row, preferredTime: toDate(row.preferredTime) }
  } catch (err) {
    if (isSlotTaken(err)) return 'taken'
    throw err
  }
}

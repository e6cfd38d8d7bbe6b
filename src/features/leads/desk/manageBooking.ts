import type { Payload } from 'payload'

import { formatCallbackTime, toPreferredTime } from '@/lib/agencyTime'
import { isBookable } from '@/lib/callbackSlots'
import type { LinkStatus } from '@/lib/linkStatus'
import { readAgency } from '@/data/siteSettings'
import type { EmailDraft } from '@/emails/kit'
import { queueEmails } from '@/services/emailQueue'
import { callbackSchema } from '@/validation/callback'
import * as messages from '@/validation/messages'

import { cancelBookingAt, findBooking, moveBooking } from '@/db/bookings'
import {
  bookingCancelledEmails,
  bookingMovedEmails,
} from '@/features/leads/desk/bookingChangeEmails'
import { checkManageToken } from './manageToken'

export interface ManageDeps {
  readonly payload: Payload
  readonly secret: string
  readonly now?: Date
}

export interface ManagedBooking {
  readonly firstName: string
  readonly preferredTime: string
  readonly when: string
}

export type ManageFailure = {
  ok: false
  status: 400 | 404 | 409 | 410 | 422
  message: string
  field?: 'date' | 'time'
}
export type ManageResult<T> = { ok: true; data: T } | ManageFailure

/** A link we signed whose booking has since moved or been cancelled: used, so gone (410). */
const gone = (): ManageFailure => ({
  ok: false,
  status: 410,
  message: messages.MANAGE_LINK_INVALID,
})

function verify(
  token: unknown,
  deps: ManageDeps,
): ManageResult<{ callbackId: string; slot: Date }> {
  const check = checkManageToken(token, deps.secret, deps.now ?? new Date())
  if (check.ok) return { ok: true, data: { callbackId: check.callbackId, slot: check.slot } }
  return check.reason === 'expired'
    ? { ok: false, status: 410, message: messages.MANAGE_LINK_EXPIRED }
    : { ok: false, status: 404, message: messages.MANAGE_LINK_INVALID }
}

export async function readManagedBooking(
  token: unknown,
  deps: ManageDeps,
): Promise<ManageResult<ManagedBooking>> {
  const verified = verify(token, deps)
  if (!verified.ok) return verified
  const row = await findBooking(deps.payload, verified.data.callbackId, verified.data.slot)
  if (!row?.preferredTime) return gone()
  return {
    ok: true,
    data: {
      firstName: row.name.split(' ')[0] ?? row.name,
      preferredTime: row.preferredTime.toISOString(),
      when: formatCallbackTime(row.preferredTime),
    },
  }
}

/** The status a manage link's page answers with: the manage routes' own 404 or 410. */
export async function manageLinkStatus(token: string, deps: ManageDeps): Promise<LinkStatus> {
  const booking = await readManagedBooking(token, deps)
  return booking.ok ? 200 : booking.status === 410 ? 410 : 404
}

async function queue(deps: ManageDeps, build: () => Promise<EmailDraft[]>): Promise<void> {
  try {
    await queueEmails(deps.payload, await build())
  } catch (err) {
    deps.payload.logger.error({ err, msg: 'Queueing booking emails failed' })
  }
}

export async function cancelBooking(
  token: unknown,
  deps: ManageDeps,
): Promise<ManageResult<{ when: string }>> {
  const verified = verify(token, deps)
  if (!verified.ok) return verified
  const { callbackId, slot } = verified.data
  const row = await cancelBookingAt(deps.payload, callbackId, slot)
  if (!row) return gone()
  await queue(deps, async () =>
    bookingCancelledEmails({
      id: row.id,
      preferredTime: row.cancelledSlot,
      sequence: row.inviteSequence ?? 1,
      visitor: { name: row.name, email: row.email },
      agency: await readAgency(deps.payload),
    }),
  )
  return { ok: true, data: { when: formatCallbackTime(row.cancelledSlot) } }
}

/** The booking form's own date and time rules; whether the slot is still ahead is checked after. */
const newSlotSchema = callbackSchema.pick({ date: true, time: true })

const refusedSlot = (field: 'date' | 'time'): ManageFailure => ({
  ok: false,
  status: 422,
  message: field === 'date' ? messages.DATE_REQUIRED : messages.TIME_REQUIRED,
  field,
})

export async function rescheduleBooking(
  token: unknown,
  input: { date: unknown; time: unknown },
  deps: ManageDeps,
): Promise<ManageResult<{ when: string }>> {
  const verified = verify(token, deps)
  if (!verified.ok) return verified
  const { callbackId, slot } = verified.data
  const parsed = newSlotSchema.safeParse(input)
  if (!parsed.success)
    return refusedSlot(parsed.error.issues[0]?.path[0] === 'date' ? 'date' : 'time')
  const { date, time } = parsed.data
  // A day that is over is taken as a time gone by: the visitor picks another free time.
  if (!isBookable(date, time, deps.now ?? new Date())) return refusedSlot('time')
  const next = toPreferredTime(date, time)
  const row = await moveBooking(deps.payload, callbackId, slot, next)
  if (row === 'taken')
    return { ok: false, status: 409, message: messages.SLOT_TAKEN, field: 'time' }
  if (!row) return gone()
  const moved = {
    id: row.id,
    name: row.name,
    email: row.email,
    sequence: row.inviteSequence ?? 1,
  }
  await queue(deps, async () =>
    bookingMovedEmails(
      {
        id: moved.id,
        preferredTime: next,
        sequence: moved.sequence,
        visitor: { name: moved.name, email: moved.email },
        agency: await readAgency(deps.payload),
      },
      slot,
      deps.secret,
    ),
  )
  return { ok: true, data: { when: formatCallbackTime(next) } }
}

import type { Payload } from 'payload'

import { isBookable, toPreferredTime } from '@/lib/callbackSlots'
import { readAgency } from '@/data/siteSettings'
import { formatCallbackTime, type EmailDraft } from '@/emails/kit'
import { runQueuedJobs } from '@/lib/jobRunner'
import { insertEmailJobs } from '@/db/emailJobs'
import * as messages from '@/validation/messages'

import { cancelBookingAt, findBooking, moveBooking } from '@/db/bookings'
import { bookingCancelledEmails, bookingMovedEmails } from '@/emails/bookingChangeEmails'
import { checkManageToken } from './manageToken'

export interface ManageDeps {
  readonly payload: Payload
  readonly secret: string
  readonly now?: Date
  /** Runs the email queue after the answer (Next's `after`); omitted, the cron picks them up. */
  readonly defer?: (task: () => Promise<void>) => void
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

const gone = (): ManageFailure => ({
  ok: false,
  status: 404,
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

async function queue(deps: ManageDeps, build: () => Promise<EmailDraft[]>): Promise<void> {
  try {
    await insertEmailJobs(deps.payload, await build())
  } catch (err) {
    deps.payload.logger.error({ err, msg: 'Queueing booking emails failed' })
    return
  }
  deps.defer?.(() => runQueuedJobs(deps.payload))
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

export async function rescheduleBooking(
  token: unknown,
  input: { date: unknown; time: unknown },
  deps: ManageDeps,
): Promise<ManageResult<{ when: string }>> {
  const verified = verify(token, deps)
  if (!verified.ok) return verified
  const { callbackId, slot } = verified.data
  const date = typeof input.date === 'string' ? input.date : ''
  const time = typeof input.time === 'string' ? input.time : ''
  if (!isBookable(date, time, deps.now ?? new Date())) {
    return /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { ok: false, status: 422, message: messages.TIME_REQUIRED, field: 'time' }
      : { ok: false, status: 422, message: messages.DATE_REQUIRED, field: 'date' }
  }
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

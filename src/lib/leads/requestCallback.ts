import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { ValidationError } from 'payload'

import { readAgency } from '@/data/siteSettings'
import { AGENCY_TIME_ZONE, isBookable, toPreferredTime } from '@/lib/callbackSlots'
import { hashClientAddress } from '@/lib/clientAddress'
import { bookingExtras } from '@/lib/leadDesk/bookingEmails'
import { replyByFor } from '@/lib/leadDesk/sla'
import { env } from '@/utilities/env'
import { callbackSchema } from '@/validation/callback'
import * as messages from '@/validation/messages'

import type { LeadRequestContext } from './context'
import type { LeadDeps } from './deps'
import { callbackEmails } from './emails'
import { fieldErrorsOf, invalid, pretendSuccess, queueEmails, screenSubmission, unexpected } from './pipeline'
import type { LeadOutcome, LeadReceipt } from './result'
import { insertLead } from './store'

const isTakenSlot = (err: unknown): boolean =>
  err instanceof ValidationError &&
  err.data.errors.some((error) => error.path === 'preferredTime' || error.path === 'preferred_time')

/**
 * A callback booking, shared by the server action and POST /forms/callback: the same steps as an
 * enquiry, plus the slot must still be bookable (a weekday slot in the future, Johannesburg time).
 * The unique index on callbacks.preferred_time decides races: of two bookings for one slot the
 * database accepts exactly one, and the other visitor is asked to pick another time.
 */
export async function requestCallback(
  input: unknown,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<LeadOutcome<LeadReceipt>> {
  const { payload } = deps
  try {
    const screening = await screenSubmission('callback', input, context, deps)
    if (!screening.ok) return screening.outcome
    const { fields, botSignal } = screening.screened

    const parsed = callbackSchema.safeParse(fields)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const callback = parsed.data

    const now = deps.now?.() ?? new Date()
    if (!isBookable(callback.date, callback.time, now)) {
      const today = format(now, 'yyyy-MM-dd', { in: tz(AGENCY_TIME_ZONE) })
      return invalid(
        callback.date < today ? { date: [messages.DATE_REQUIRED] } : { time: [messages.TIME_REQUIRED] },
      )
    }

    if (botSignal) return pretendSuccess(payload, 'callback', callback.email, botSignal)

    const preferredTime = toPreferredTime(callback.date, callback.time)
    let id: string
    try {
      // A trusted system write: visitors have no create access to callbacks, this code is the gate.
      id = await insertLead(payload, {
        collection: 'callbacks',
        data: {
          status: 'new',
          preferredTime: preferredTime.toISOString(),
          name: callback.name,
          email: callback.email,
          phone: callback.phone,
          company: callback.company,
          message: callback.message,
          consent: callback.consent,
          consentAt: now.toISOString(),
          sourcePage: context.sourcePage,
          userAgent: context.userAgent || undefined,
          ipHash: hashClientAddress(context.client.address, deps.secret ?? env.payloadSecret),
          replyBy: replyByFor({ kind: 'callback', status: 'new', receivedAt: now, preferredTime }, 0)?.toISOString(),
          inviteSequence: 0,
        },
      })
    } catch (err) {
      if (!isTakenSlot(err)) throw err
      return {
        ok: false,
        reason: 'slot-taken',
        message: messages.CALLBACK_FAILED.description,
        fieldErrors: { time: [messages.SLOT_TAKEN] },
      }
    }

    await queueEmails(
      payload,
      async () => {
        const agency = await readAgency(payload)
        const booking = bookingExtras({ id, preferredTime, sequence: 0, visitor: callback, agency, secret: deps.secret ?? env.payloadSecret })
        const emails = callbackEmails(callback, preferredTime, agency, booking)
        return [emails.notification, emails.acknowledgement]
      },
      deps,
    )
    return { ok: true, data: { id } }
  } catch (err) {
    payload.logger.error({ err, msg: 'Callback request failed' })
    return unexpected()
  }
}

import { isSlotTaken } from '@/db/bookings'
import { readAgency } from '@/data/siteSettings'
import type { FieldErrors } from '@/lib/actionResult'
import { agencyDayKey, toPreferredTime } from '@/lib/agencyTime'
import { isBookable } from '@/lib/callbackSlots'
import { bookingExtras } from '@/features/leads/desk/bookingLinks'
import { replyByFor } from '@/features/leads/desk/sla'
import { callbackSchema, type Callback } from '@/validation/callback'
import * as messages from '@/validation/messages'

import type { LeadRequestContext } from './context'
import { submitLead, type LeadDeps, type LeadKind } from './submitLead'

interface CheckedCallback {
  readonly callback: Callback
  readonly preferredTime: Date
}

/**
 * A callback booking: a weekday slot still in the future, Johannesburg time. A bot's booking is
 * kept as spam, without emails, for staff to release (collections/Callbacks, releaseSpamCallback).
 * The unique index on callbacks.preferred_time, which skips spam, decides races: of two bookings
 * for one slot the database accepts one, and the other visitor picks another time.
 */
export const callbackLead: LeadKind<Callback, CheckedCallback> = {
  form: 'callback',
  schema: callbackSchema,
  check: (callback, { now }) => {
    if (isBookable(callback.date, callback.time, now)) {
      return {
        ok: true,
        lead: { callback, preferredTime: toPreferredTime(callback.date, callback.time) },
      }
    }
    const fieldErrors: FieldErrors =
      callback.date < agencyDayKey(now)
        ? { date: [messages.DATE_REQUIRED] }
        : { time: [messages.TIME_REQUIRED] }
    return { ok: false, fieldErrors }
  },
  storesSpam: true,
  record: ({ callback, preferredTime }, spam, { now }) => ({
    collection: 'callbacks',
    data: {
      status: spam ? 'spam' : 'new',
      spamReason: spam ?? undefined,
      preferredTime: preferredTime.toISOString(),
      name: callback.name,
      email: callback.email,
      phone: callback.phone,
      company: callback.company,
      message: callback.message,
      consent: callback.consent,
      // Spam carries no reply promise (src/features/leads/desk/sla.ts).
      replyBy: replyByFor(
        { kind: 'callback', status: spam ? 'spam' : 'new', receivedAt: now, preferredTime },
        0,
      )?.toISOString(),
      inviteSequence: 0,
    },
  }),
  refused: (err) =>
    isSlotTaken(err)
      ? {
          ok: false,
          reason: 'slot-taken',
          message: messages.CALLBACK_FAILED.description,
          fieldErrors: { time: [messages.SLOT_TAKEN] },
        }
      : undefined,
  emails: async ({ callback, preferredTime }, id, { payload, secret }) => {
    const agency = await readAgency(payload)
    const booking = bookingExtras({
      id,
      preferredTime,
      sequence: 0,
      visitor: callback,
      agency,
      secret,
    })
    return {
      template: 'callback',
      callback: {
        name: callback.name,
        email: callback.email,
        phone: callback.phone,
        company: callback.company,
        message: callback.message,
      },
      preferredTime: preferredTime.toISOString(),
      agency,
      booking,
    }
  },
}

export const requestCallback = (input: unknown, context: LeadRequestContext, deps: LeadDeps) =>
  submitLead(callbackLead, input, context, deps)

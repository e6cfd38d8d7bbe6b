import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import { readAgency } from '@/data/siteSettings'
import { bookingExtras } from '@/features/leads/desk/bookingLinks'
import { replyByFor } from '@/features/leads/desk/sla'
import { queueLeadEmails } from '@/services/emailQueue'
import type { Callback as CallbackRecord } from '@/payload-types'
import { env } from '@/env'
import * as messages from '@/validation/messages'

const isRelease = (before: { status?: string | null } | undefined, after: { status?: unknown }) =>
  before?.status === 'spam' && after.status !== undefined && after.status !== 'spam'

/**
 * A bot-flagged callback holds no slot (the unique index skips spam). Releasing it books its time:
 * refused on the status field, in words staff can act on, when a real booking took the time
 * meanwhile, or when the time itself has gone by. The index still decides a release racing a
 * booking of the same second.
 */
export const claimSlotOnRelease: CollectionBeforeChangeHook<CallbackRecord> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || !isRelease(originalDoc, data)) return data
  const refuse = (message: string) =>
    new ValidationError(
      { collection: 'callbacks', errors: [{ path: 'status', message }], req },
      req.t,
    )
  if (data.status === 'cancelled') throw refuse(messages.RELEASE_TO_CANCELLED)
  const slot = originalDoc.preferredTime
  if (!slot) return data
  if (new Date(slot).getTime() <= Date.now()) throw refuse(messages.RELEASE_SLOT_PASSED)
  const { totalDocs } = await req.payload.count({
    collection: 'callbacks',
    // A system read for the check: the booking that holds the time may be one staff cannot see.
    overrideAccess: true,
    req,
    where: {
      and: [
        { preferredTime: { equals: slot } },
        { status: { not_equals: 'spam' } },
        { id: { not_equals: originalDoc.id } },
      ],
    },
  })
  if (totalDocs > 0) throw refuse(messages.RELEASE_SLOT_TAKEN)
  const preferredTime = new Date(slot)
  const replyBy = replyByFor(
    {
      kind: 'callback',
      status: String(data.status),
      receivedAt: new Date(originalDoc.createdAt),
      preferredTime,
    },
    0,
  )
  return { ...data, replyBy: replyBy?.toISOString() ?? null }
}

/**
 * Once released, the visitor gets what the booking would have sent: the confirmation with the
 * calendar invite and the manage link, and staff the usual notification. Only on that transition.
 */
export const releaseSpamCallback: CollectionAfterChangeHook<CallbackRecord> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isRelease(previousDoc, doc) || !doc.preferredTime) return doc
  const { payload } = req
  const preferredTime = new Date(doc.preferredTime)
  const agency = await readAgency(payload)
  const visitor = {
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? undefined,
    company: doc.company ?? undefined,
    message: doc.message ?? undefined,
  }
  const booking = bookingExtras({
    id: doc.id,
    preferredTime,
    sequence: doc.inviteSequence ?? 0,
    visitor,
    agency,
    secret: env.payloadSecret,
  })
  await queueLeadEmails(
    payload,
    {
      template: 'callback',
      callback: visitor,
      preferredTime: preferredTime.toISOString(),
      agency,
      booking,
    },
    { req },
  )
  payload.logger.info({ msg: `Released callback ${doc.id} from spam; its emails are queued` })
  return doc
}

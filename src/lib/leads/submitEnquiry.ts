import type { Payload } from 'payload'

import { readServiceOptions } from '@/data/serviceOptions'
import { readAgency } from '@/data/siteSettings'
import { hashClientAddress } from '@/lib/clientAddress'
import { DEFAULT_REPLY_HOURS, replyByFor } from '@/lib/leadDesk/sla'
import { env } from '@/utilities/env'
import { isOfferedService } from '@/lib/serviceOptions'
import { enquirySchema, type Enquiry } from '@/validation/enquiry'
import * as messages from '@/validation/messages'
import type { Option } from '@/validation/options'

import type { LeadRequestContext } from './context'
import type { LeadDeps } from './deps'
import { enquiryEmails } from './emails'
import { fieldErrorsOf, invalid, queueEmails, screenSubmission, storeSpam, unexpected } from './pipeline'
import type { LeadOutcome, LeadReceipt } from './result'
import { insertLead } from './store'

export interface EnquiryDeps extends LeadDeps {
  /** The quote form's service choices: the app passes its cached read (data/content.ts); without it they are read directly. */
  readonly serviceOptions?: () => Promise<readonly Option[]>
}

/**
 * The services a quote may name, or null when they cannot be read: a lead is worth more than the
 * check, so it is then stored with the service as sent (at most 50 characters, as the schema allows).
 */
async function offeredServices(payload: Payload, deps: EnquiryDeps): Promise<readonly Option[] | null> {
  try {
    return await (deps.serviceOptions?.() ?? readServiceOptions(payload))
  } catch (err) {
    payload.logger.error({ err, msg: 'Could not read the services a quote may name; accepting the one sent' })
    return null
  }
}

/** A quote must name a service the form offers now: a published one, or 'Other'. */
const isUnofferedService = (enquiry: Enquiry, offered: readonly Option[] | null): boolean =>
  enquiry.enquiryType === 'service' &&
  enquiry.service !== undefined &&
  offered !== null &&
  !isOfferedService(offered, enquiry.service)

/**
 * The one path an enquiry or quote request takes into the system, shared by the server action and
 * POST /forms/enquiry: clean, count the attempt, validate the cleaned data, store the record
 * (status new, or spam with the reason and no emails), then queue the notification and the
 * acknowledgement.
 */
export async function submitEnquiry(
  input: unknown,
  context: LeadRequestContext,
  deps: EnquiryDeps,
): Promise<LeadOutcome<LeadReceipt>> {
  const { payload } = deps
  try {
    const screening = await screenSubmission('enquiry', input, context, deps)
    if (!screening.ok) return screening.outcome
    const { fields, botSignal } = screening.screened

    const parsed = enquirySchema.safeParse(fields)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const enquiry = parsed.data
    const offered = await offeredServices(payload, deps)
    if (isUnofferedService(enquiry, offered)) return invalid({ service: [messages.INVALID_FORMAT] })

    const now = deps.now?.() ?? new Date()
    // Settings that cannot be read must not cost the lead: the default promise stands in.
    const replyHours = await readAgency(payload).then((agency) => agency.replyHours, () => DEFAULT_REPLY_HOURS)
    // A trusted system write: visitors have no create access to enquiries, this code is the gate.
    const store = () =>
      insertLead(payload, {
        collection: 'enquiries',
        data: {
          status: botSignal ? 'spam' : 'new',
          spamReason: botSignal ?? undefined,
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          company: enquiry.company,
          enquiryType: enquiry.enquiryType,
          service: enquiry.service,
          budget: enquiry.budget,
          timeline: enquiry.timeline,
          message: enquiry.message,
          consent: enquiry.consent,
          consentAt: now.toISOString(),
          sourcePage: context.sourcePage,
          userAgent: context.userAgent || undefined,
          ipHash: hashClientAddress(context.client.address, deps.secret ?? env.payloadSecret),
          // Spam carries no reply promise (src/lib/leadDesk/sla.ts).
          replyBy: replyByFor({ kind: 'enquiry', status: botSignal ? 'spam' : 'new', receivedAt: now }, replyHours)?.toISOString(),
        },
      })
    if (botSignal) return await storeSpam(context, deps, botSignal, store)
    const id = await store()

    await queueEmails(
      payload,
      async () => {
        const emails = enquiryEmails(enquiry, await readAgency(payload), offered ?? [])
        return [emails.notification, emails.acknowledgement]
      },
      deps,
    )
    return { ok: true, data: { id } }
  } catch (err) {
    payload.logger.error({ err, msg: 'Enquiry submission failed' })
    return unexpected()
  }
}

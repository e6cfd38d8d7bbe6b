import { readAgency } from '@/data/siteSettings'
import { hashClientAddress } from '@/lib/clientAddress'
import { DEFAULT_REPLY_HOURS, replyByFor } from '@/lib/leadDesk/sla'
import { env } from '@/utilities/env'
import { enquirySchema } from '@/validation/enquiry'

import type { LeadRequestContext } from './context'
import type { LeadDeps } from './deps'
import { enquiryEmails } from './emails'
import { fieldErrorsOf, invalid, queueEmails, screenSubmission, storeSpam, unexpected } from './pipeline'
import type { LeadOutcome, LeadReceipt } from './result'
import { insertLead } from './store'

/**
 * The one path an enquiry or quote request takes into the system, shared by the server action and
 * POST /forms/enquiry: clean, count the attempt, validate the cleaned data, store the record
 * (status new, or spam with the reason and no emails), then queue the notification and the
 * acknowledgement.
 */
export async function submitEnquiry(
  input: unknown,
  context: LeadRequestContext,
  deps: LeadDeps,
): Promise<LeadOutcome<LeadReceipt>> {
  const { payload } = deps
  try {
    const screening = await screenSubmission('enquiry', input, context, deps)
    if (!screening.ok) return screening.outcome
    const { fields, botSignal } = screening.screened

    const parsed = enquirySchema.safeParse(fields)
    if (!parsed.success) return invalid(fieldErrorsOf(parsed.error))
    const enquiry = parsed.data

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
        const emails = enquiryEmails(enquiry, await readAgency(payload))
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

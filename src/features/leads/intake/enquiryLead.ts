import { readServiceOptions } from '@/data/serviceOptions'
import { readAgency } from '@/data/siteSettings'
import { DEFAULT_REPLY_HOURS, replyByFor } from '@/features/leads/desk/sla'
import { isOfferedService } from '@/lib/serviceOptions'
import { enquirySchema, type Enquiry } from '@/validation/enquiry'
import * as messages from '@/validation/messages'
import type { Option } from '@/validation/options'

import type { LeadRequestContext } from './context'
import { submitLead, type LeadDeps, type LeadKind, type LeadStep } from './submitLead'

interface CheckedEnquiry {
  readonly enquiry: Enquiry
  /** The services a quote may name, or null when they could not be read. */
  readonly services: readonly Option[] | null
  readonly replyHours: number
}

/**
 * A lead is worth more than the check: when the services cannot be read, the quote is stored with
 * the service as sent (at most 50 characters, as the schema allows).
 */
async function offeredServices({ payload, deps }: LeadStep): Promise<readonly Option[] | null> {
  try {
    return await (deps.serviceOptions?.() ?? readServiceOptions(payload))
  } catch (err) {
    payload.logger.error({
      err,
      msg: 'Could not read the services a quote may name; accepting the one sent',
    })
    return null
  }
}

/** An enquiry or quote request from /contact: kept as spam when a bot sends it, for staff to release. */
export const enquiryLead: LeadKind<Enquiry, CheckedEnquiry> = {
  form: 'enquiry',
  schema: enquirySchema,
  async check(enquiry, step) {
    const services = await offeredServices(step)
    // A quote must name a service the form offers now: a published one, or 'Other'.
    if (
      enquiry.enquiryType === 'service' &&
      enquiry.service !== undefined &&
      services &&
      !isOfferedService(services, enquiry.service)
    ) {
      return { ok: false, fieldErrors: { service: [messages.INVALID_FORMAT] } }
    }
    // Settings that cannot be read must not cost the lead: the default promise stands in.
    const replyHours = await readAgency(step.payload).then(
      (agency) => agency.replyHours,
      () => DEFAULT_REPLY_HOURS,
    )
    return { ok: true, lead: { enquiry, services, replyHours } }
  },
  storesSpam: true,
  record: ({ enquiry, replyHours }, spam, { now }) => ({
    collection: 'enquiries',
    data: {
      status: spam ? 'spam' : 'new',
      spamReason: spam ?? undefined,
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
      // Spam carries no reply promise (src/features/leads/desk/sla.ts).
      replyBy: replyByFor(
        { kind: 'enquiry', status: spam ? 'spam' : 'new', receivedAt: now },
        replyHours,
      )?.toISOString(),
    },
  }),
  emails: async ({ enquiry, services }, _id, { payload }) => ({
    template: 'enquiry',
    enquiry,
    agency: await readAgency(payload),
    services: services ?? [],
  }),
}

export const submitEnquiry = (input: unknown, context: LeadRequestContext, deps: LeadDeps) =>
  submitLead(enquiryLead, input, context, deps)

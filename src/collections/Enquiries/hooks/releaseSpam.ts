import type { CollectionAfterChangeHook } from 'payload'

import { readServiceOptions } from '@/data/serviceOptions'
import { readAgency } from '@/data/siteSettings'
import { queueLeadEmails } from '@/services/emailQueue'
import type { Enquiry as EnquiryRecord } from '@/payload-types'
import type { Enquiry } from '@/validation/enquiry'

const orUndefined = (value: string | null | undefined): string | undefined => value ?? undefined

/** The stored record as the submission it was, for the emails it would have sent. */
const asSubmission = (doc: EnquiryRecord): Enquiry => ({
  name: doc.name,
  email: doc.email,
  phone: orUndefined(doc.phone),
  company: orUndefined(doc.company),
  service: orUndefined(doc.service),
  budget: orUndefined(doc.budget),
  timeline: orUndefined(doc.timeline),
  message: doc.message,
  enquiryType: doc.enquiryType,
  consent: doc.consent,
  website: undefined,
})

/**
 * Releasing a lead from spam (staff set any other status) sends what its submission would have
 * sent: the agency's notification and the visitor's acknowledgement. Only on that transition, so
 * a later status change never mails twice.
 */
export const releaseSpam: CollectionAfterChangeHook<EnquiryRecord> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc.status !== 'spam' || doc.status === 'spam') return doc
  // Titles as the services are published now; a slug no longer among them is shown as stored.
  const services = await readServiceOptions(req.payload).catch(() => [])
  await queueLeadEmails(
    req.payload,
    {
      template: 'enquiry',
      enquiry: asSubmission(doc),
      agency: await readAgency(req.payload),
      services,
    },
    { req },
  )
  req.payload.logger.info({ msg: `Released enquiry ${doc.id} from spam; its emails are queued` })
  return doc
}

import { spamReasonField, submittedOnly, submittedText } from '@/fields/submission'

import { leadCollection } from '../leadCollection'
import { releaseSpam } from './hooks/releaseSpam'

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const

/** Enquiries and quote requests from /contact. releaseSpam runs on staff updates only. */
export const Enquiries = leadCollection({
  slug: 'enquiries',
  statuses: ENQUIRY_STATUSES,
  statusDescription:
    'Spam: flagged as a bot and not emailed. Set another status to release it; that sends both emails.',
  columns: ['company', 'service', 'budget'],
  afterChange: [releaseSpam],
  head: [spamReasonField],
  details: [
    {
      name: 'enquiryType',
      type: 'select',
      required: true,
      options: [
        { label: 'Service quote', value: 'service' },
        { label: 'General', value: 'general' },
      ],
      access: submittedOnly,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        // Stored as the service's slug; the list shows its title (ServiceCell).
        submittedText('service', {
          index: true,
          components: { Cell: '/components/admin/ServiceCell#ServiceCell' },
        }),
        submittedText('budget'),
        submittedText('timeline'),
      ],
    },
  ],
  messageRequired: true,
})

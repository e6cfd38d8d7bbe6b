import { spamReasonField, submittedOnly } from '@/fields/submission'

import { leadCollection } from '../leadCollection'
import { bookingFields } from './bookingFields'
import { claimSlotOnRelease, releaseSpamCallback } from './hooks/releaseSpamCallback'

export const CALLBACK_STATUSES = [
  'new',
  'scheduled',
  'done',
  'missed',
  'cancelled',
  'spam',
] as const

/** Callback bookings from the callback dialog; the visitor's cancel and reschedule write bookingFields. */
export const Callbacks = leadCollection({
  slug: 'callbacks',
  statuses: CALLBACK_STATUSES,
  statusDescription:
    'Spam: flagged as a bot, not emailed, and not holding its time. Set New to release it: that books the time if it is still free and sends the confirmation with the invite.',
  columns: ['phone', 'company', 'preferredTime'],
  beforeChange: [claimSlotOnRelease],
  afterChange: [releaseSpamCallback],
  head: [
    {
      name: 'preferredTime',
      type: 'date',
      // One booking per slot: the database refuses a second booking of a time through a partial
      // unique index over every status but spam (migrations/*_callback_spam.ts), so a bot-flagged
      // request never holds a slot. Empty only for a cancelled booking, which gives its slot back.
      index: true,
      access: submittedOnly,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy, h:mm a' },
      },
    },
    spamReasonField,
  ],
  messageRequired: false,
  tail: bookingFields,
})

import { submittedOnly } from '@/fields/submission'

import { leadCollection } from '../leadCollection'
import { bookingFields } from './bookingFields'

export const CALLBACK_STATUSES = ['new', 'scheduled', 'done', 'missed', 'cancelled'] as const

/** Callback bookings from the callback dialog; the visitor's cancel and reschedule write bookingFields. */
export const Callbacks = leadCollection({
  slug: 'callbacks',
  statuses: CALLBACK_STATUSES,
  columns: ['phone', 'company', 'preferredTime'],
  head: [
    {
      name: 'preferredTime',
      type: 'date',
      // One booking per slot: the database itself refuses a second request for the same time.
      // Empty only for a cancelled booking, which gives its slot back (bookingFields).
      unique: true,
      index: true,
      access: submittedOnly,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy, h:mm a' },
      },
    },
  ],
  messageRequired: false,
  tail: bookingFields,
})

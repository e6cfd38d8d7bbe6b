import type { Field } from 'payload'

/**
 * What the visitor's cancel and reschedule page (src/features/leads/desk/manageBooking.ts) writes. A
 * cancelled booking gives up `preferredTime` (the unique column that holds a slot), so the slot is
 * free at once; the time it had is kept here for the record.
 */
export const bookingFields: Field[] = [
  {
    name: 'cancelledSlot',
    type: 'date',
    label: 'Cancelled slot',
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy, h:mm a' },
      condition: (data) => Boolean(data.cancelledSlot),
    },
  },
  // Calendar clients replace an invite only when its sequence grows.
  {
    name: 'inviteSequence',
    type: 'number',
    defaultValue: 0,
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
  },
]

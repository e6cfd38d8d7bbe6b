import type { CollectionBeforeChangeHook, Field } from 'payload'

import { isSalesField } from '@/access/isSales'

/** Lead desk fields shared by enquiries and callbacks; a spam lead has no `replyBy`. */
export const leadDeskFields: Field[] = [
  {
    name: 'replyBy',
    type: 'date',
    index: true,
    label: 'Reply by',
    access: { update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: 'When the 24-hour promise (or the booked call) falls due.',
      components: { Cell: '/components/admin/ReplyByCell#ReplyByCell' },
    },
  },
  {
    name: 'firstRepliedAt',
    type: 'date',
    label: 'First replied at',
    access: { update: isSalesField },
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Set when the status leaves New; set it yourself to record a reply.',
    },
  },
  // Written by the reminder job only, so it reminds once per lead.
  {
    name: 'slaReminderSentAt',
    type: 'date',
    access: { create: () => false, update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'erasedAt',
    type: 'date',
    label: 'Personal data erased at',
    access: { create: () => false, update: () => false },
    admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data.erasedAt) },
  },
]

/** Leaving 'new' (for anything but spam) is the first reply: stamped once, whoever moved it. */
type LeadStatus = { id: string; status?: string | null; firstRepliedAt?: string | null }

export const recordFirstReply: CollectionBeforeChangeHook<LeadStatus> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const leavesNew =
    originalDoc.status === 'new' &&
    data.status !== undefined &&
    data.status !== 'new' &&
    data.status !== 'spam'
  if (leavesNew && !originalDoc.firstRepliedAt && !data.firstRepliedAt) {
    return { ...data, firstRepliedAt: new Date().toISOString() }
  }
  return data
}

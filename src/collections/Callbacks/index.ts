import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { leadDeskFields, recordFirstReply } from '@/fields/leadDesk'
import { submissionMetaFields, submittedOnly } from '@/fields/submission'
import { FORM_LIMITS } from '@/validation/limits'

import { bookingFields } from './bookingFields'

export const CALLBACK_STATUSES = ['new', 'scheduled', 'done', 'missed', 'cancelled'] as const

export const Callbacks: CollectionConfig = {
  slug: 'callbacks',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'phone', 'company', 'preferredTime', 'status', 'replyBy'],
    listSearchableFields: ['name', 'email', 'company'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  // Leads are created only by the site's own submit code (src/lib/leads), which validates, cleans
  // and rate-limits first, then inserts through the database adapter (src/lib/leads/store.ts):
  // collection hooks and field validation do not run for new submissions, so add none that must.
  // There is no create through the API, for staff either. Staff read, set the status, add notes,
  // and delete (e.g. a POPIA erasure request).
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff, readVersions: nobody, unlock: nobody },
  disableDuplicate: true,
  // Lead desk (reply-by promise, erasure, cancel/reschedule): src/fields/leadDesk.ts. Runs on staff updates only.
  hooks: { beforeChange: [recordFirstReply] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CALLBACK_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar' },
    },
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
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: FORM_LIMITS.name, access: submittedOnly, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, access: submittedOnly, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          maxLength: FORM_LIMITS.phone,
          access: submittedOnly,
          // Stored in E.164 (validation/phone.ts); shown formatted, as a tel: link.
          admin: {
            readOnly: true,
            components: { Cell: '/components/admin/PhoneValue#PhoneCell', Field: '/components/admin/PhoneValue#PhoneField' },
          },
        },
        { name: 'company', type: 'text', maxLength: FORM_LIMITS.company, access: submittedOnly, admin: { readOnly: true } },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: FORM_LIMITS.message, access: submittedOnly, admin: { readOnly: true } },
    ...submissionMetaFields,
    ...leadDeskFields,
    ...bookingFields,
  ],
}

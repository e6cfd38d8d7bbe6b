import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { leadDeskFields, recordFirstReply } from '@/fields/leadDesk'
import { submissionMetaFields, submittedOnly } from '@/fields/submission'
import { SPAM_REASONS } from '@/lib/leads/spamReasons'
import { FORM_LIMITS } from '@/validation/limits'

import { releaseSpam } from './hooks/releaseSpam'

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const

/**
 * Enquiries and quote requests from /contact. Visitors never reach this collection through REST or
 * GraphQL: the site's own submit code is the only way in.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'company', 'service', 'budget', 'status', 'replyBy'],
    listSearchableFields: ['name', 'email', 'company'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  // Leads are created only by the site's own submit code (src/lib/leads), which validates, cleans
  // and rate-limits first, then inserts through the database adapter (src/lib/leads/store.ts):
  // collection hooks and field validation do not run for new submissions, so add none that must.
  // releaseSpam runs on staff updates only.
  // There is no create through the API, for staff either. Staff read, set the status, add notes,
  // and delete (e.g. a POPIA erasure request).
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff, readVersions: nobody, unlock: nobody },
  disableDuplicate: true,
  // Lead desk (reply-by promise, erasure): src/fields/leadDesk.ts. Runs on staff updates only.
  hooks: { beforeChange: [recordFirstReply], afterChange: [releaseSpam] },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ENQUIRY_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: {
        position: 'sidebar',
        description: 'Spam: flagged as a bot and not emailed. Set another status to release it; that sends both emails.',
      },
    },
    {
      name: 'spamReason',
      type: 'select',
      options: SPAM_REASONS.map(({ value, label }) => ({ value, label })),
      access: submittedOnly,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.spamReason) },
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
        { name: 'service', type: 'text', maxLength: FORM_LIMITS.service, index: true, access: submittedOnly, admin: { readOnly: true } },
        { name: 'budget', type: 'text', maxLength: FORM_LIMITS.budget, access: submittedOnly, admin: { readOnly: true } },
        { name: 'timeline', type: 'text', maxLength: FORM_LIMITS.timeline, access: submittedOnly, admin: { readOnly: true } },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: FORM_LIMITS.message, access: submittedOnly, admin: { readOnly: true } },
    ...submissionMetaFields,
    ...leadDeskFields,
  ],
}

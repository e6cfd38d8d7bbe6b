import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { submissionMetaFields, submittedOnly } from '@/fields/submission'

export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const

/**
 * Visitors never reach this collection through REST or GraphQL: the site's own server
 * action validates, cleans, rate-limits and then writes with overrideAccess.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'email', 'company', 'service', 'budget', 'status'],
    listSearchableFields: ['name', 'email', 'company'],
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ENQUIRY_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 100, access: submittedOnly, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, access: submittedOnly, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 20, access: submittedOnly, admin: { readOnly: true } },
        { name: 'company', type: 'text', maxLength: 100, access: submittedOnly, admin: { readOnly: true } },
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
        { name: 'service', type: 'text', maxLength: 50, index: true, access: submittedOnly, admin: { readOnly: true } },
        { name: 'budget', type: 'text', maxLength: 20, access: submittedOnly, admin: { readOnly: true } },
        { name: 'timeline', type: 'text', maxLength: 30, access: submittedOnly, admin: { readOnly: true } },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: 2000, access: submittedOnly, admin: { readOnly: true } },
    ...submissionMetaFields,
  ],
}

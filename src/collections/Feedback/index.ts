import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'

export const FEEDBACK_CATEGORIES = ['Design Review', 'Content Changes', 'Functionality Request', 'General Feedback'] as const
export const FEEDBACK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const

export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: {
    useAsTitle: 'category',
    defaultColumns: ['createdAt', 'client', 'project', 'category', 'priority', 'status'],
    group: 'Client portal',
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaffOrOwner('client'),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  fields: [
    { name: 'client', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects' },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: FEEDBACK_CATEGORIES.map((value) => ({ label: value, value })),
    },
    {
      name: 'priority',
      type: 'select',
      required: true,
      defaultValue: 'Medium',
      options: FEEDBACK_PRIORITIES.map((value) => ({ label: value, value })),
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: [
        { label: 'New', value: 'new' },
        { label: 'Reviewed', value: 'reviewed' },
        { label: 'Done', value: 'done' },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}

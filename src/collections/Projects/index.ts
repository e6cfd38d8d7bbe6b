import { staffEdits } from '@/access/accessPresets'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'
import { PORTAL_ROLE } from '@/access/roles'

import { clientPortalCollection } from '../clientPortalCollection'

export const PROJECT_STATUSES = [
  { label: 'In Progress', value: 'in-progress' },
  { label: 'Planning', value: 'planning' },
  { label: 'Completed', value: 'completed' },
] as const

export const Projects = clientPortalCollection({
  slug: 'projects',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'client', 'status', 'progress', 'dueDate'],
  },
  defaultSort: '-updatedAt',
  access: staffEdits(isStaffOrOwner('client')),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'client',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      filterOptions: { role: { equals: PORTAL_ROLE } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'planning',
      options: PROJECT_STATUSES.map((s) => ({ ...s })),
    },
    { name: 'progress', type: 'number', required: true, min: 0, max: 100, defaultValue: 0 },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date' },
        { name: 'dueDate', type: 'date' },
      ],
    },
  ],
})

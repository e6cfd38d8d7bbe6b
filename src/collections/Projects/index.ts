import { salesEdits } from '@/access/accessPresets'
import { isSalesOrMember } from '@/access/isSalesOrMember'
import { organisationField } from '@/fields/projectOrganisation'

import { clientPortalCollection } from '../clientPortalCollection'
import { notifyStatusChange } from './hooks/notifyStatusChange'

export const PROJECT_STATUSES = [
  { label: 'In Progress', value: 'in-progress' },
  { label: 'Planning', value: 'planning' },
  { label: 'Completed', value: 'completed' },
] as const

export const Projects = clientPortalCollection({
  slug: 'projects',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'organisation', 'assignedTo', 'status', 'progress', 'dueDate'],
  },
  defaultSort: '-updatedAt',
  access: salesEdits(isSalesOrMember()),
  hooks: { afterChange: [notifyStatusChange] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    organisationField('The client organisation whose people see this project.'),
    {
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'users',
      // Those who work the portal: an admin, or staff with the sales role.
      filterOptions: {
        or: [
          { role: { equals: 'admin' } },
          { and: [{ role: { equals: 'staff' } }, { staffRoles: { in: ['sales'] } }] },
        ],
      },
      admin: {
        description:
          'The agency contact (an admin or sales): gets the emails about this project. Empty: the staff inbox does.',
      },
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

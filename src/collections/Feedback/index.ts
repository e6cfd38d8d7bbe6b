import { clientRecords } from '@/access/accessPresets'
import { organisationField } from '@/fields/projectOrganisation'

import { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES } from '@/validation/portal'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignFeedbackClient } from './hooks/assignFeedbackClient'
import { notifyFeedback } from './hooks/notifyFeedback'

export { FEEDBACK_CATEGORIES, FEEDBACK_PRIORITIES }

export const Feedback = clientPortalCollection({
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: {
    useAsTitle: 'category',
    defaultColumns: ['createdAt', 'organisation', 'category', 'priority', 'status', 'text'],
  },
  // assignFeedbackClient forces the organisation and refuses another organisation's project.
  access: clientRecords(),
  hooks: { beforeValidate: [assignFeedbackClient], afterChange: [notifyFeedback] },
  fields: [
    organisationField('The client organisation that sent it.'),
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, description: 'Whoever sent it; set when it is created.' },
    },
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
})

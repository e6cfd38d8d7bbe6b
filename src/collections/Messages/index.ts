import { clientRecords } from '@/access/accessPresets'
import { projectOrganisationFields } from '@/fields/projectOrganisation'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignMessageAuthor } from './hooks/assignMessageAuthor'
import { notifyMessage } from './hooks/notifyMessage'

export const Messages = clientPortalCollection({
  slug: 'messages',
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'project', 'author', 'type', 'body'],
  },
  // assignMessageAuthor forces the organisation and refuses another organisation's project.
  access: clientRecords(),
  hooks: { beforeValidate: [assignMessageAuthor], afterChange: [notifyMessage] },
  fields: [
    ...projectOrganisationFields('The client organisation whose project this thread belongs to.'),
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      admin: { readOnly: true, description: 'Whoever posted it; set when the message is created.' },
    },
    {
      name: 'authorName',
      type: 'text',
      maxLength: 100,
      admin: { description: 'Shown in the thread.' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'update',
      options: [
        { label: 'Update', value: 'update' },
        { label: 'Feedback', value: 'feedback' },
      ],
    },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000 },
  ],
})

import { clientRecords } from '@/access/accessPresets'
import { projectOwnerFields } from '@/fields/projectOwner'

import { clientPortalCollection } from '../clientPortalCollection'
import { assignMessageAuthor } from './hooks/assignMessageAuthor'

export const Messages = clientPortalCollection({
  slug: 'messages',
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'project', 'author', 'type', 'body'],
  },
  // assignMessageAuthor forces the owner and refuses another client's project.
  access: clientRecords('owner'),
  hooks: { beforeValidate: [assignMessageAuthor] },
  fields: [
    ...projectOwnerFields('The client whose project this thread belongs to.'),
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

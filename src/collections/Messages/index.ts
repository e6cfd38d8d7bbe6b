import type { CollectionConfig } from 'payload'

import { isSignedIn } from '@/access/isSignedIn'
import { isStaff } from '@/access/isStaff'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'
import { nobody } from '@/access/nobody'

import { assignMessageAuthor } from './hooks/assignMessageAuthor'

export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['createdAt', 'project', 'author', 'type', 'body'],
    group: 'Client portal',
  },
  defaultSort: '-createdAt',
  access: {
    read: isStaffOrOwner('owner'),
    // Clients post to their own projects only: assignMessageAuthor forces the owner and author.
    create: isSignedIn,
    update: isStaff,
    delete: isStaff,
    readVersions: nobody,
    unlock: nobody,
  },
  hooks: { beforeValidate: [assignMessageAuthor] },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', required: true, index: true },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'The client whose project this thread belongs to.' },
    },
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
}

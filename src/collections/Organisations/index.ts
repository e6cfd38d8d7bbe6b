import { salesEdits } from '@/access/accessPresets'
import { isSalesOrMember } from '@/access/isSalesOrMember'

import { clientPortalCollection } from '../clientPortalCollection'

/**
 * A client company: its projects, files, messages, feedback and approvals belong to it, and its
 * people (users with the client role) see them with their member role's rights.
 */
export const Organisations = clientPortalCollection({
  slug: 'organisations',
  labels: { singular: 'Client organisation', plural: 'Client organisations' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'createdAt'],
  },
  defaultSort: 'name',
  access: salesEdits(isSalesOrMember('id')),
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, unique: true },
    {
      name: 'members',
      type: 'join',
      collection: 'users',
      on: 'organisation',
      admin: { defaultColumns: ['name', 'email', 'memberRole'] },
    },
    {
      name: 'projects',
      type: 'join',
      collection: 'projects',
      on: 'organisation',
      admin: { defaultColumns: ['name', 'status', 'progress'] },
    },
  ],
})

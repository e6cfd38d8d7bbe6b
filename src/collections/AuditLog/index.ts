import type { CollectionConfig } from 'payload'

import { closedAccess } from '@/access/accessPresets'
import { isAdmin } from '@/access/isAdmin'
import { hasAdminRole } from '@/access/roles'
import { AUDIT_ACTIONS } from '@/features/accounts/audit/auditActions'
import type { User } from '@/payload-types'

/**
 * Who did what, when, to which document (src/features/accounts/audit). Written only by server code through the
 * adapter; admins read it, nobody edits or deletes it through any API; a daily job prunes it.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'userEmail', 'target', 'documentTitle', 'fields'],
    listSearchableFields: ['userEmail', 'documentId', 'documentTitle', 'fields'],
    group: 'Accounts',
    // Only admins read it: staff would see an empty list.
    hidden: ({ user }) => !hasAdminRole(user as unknown as User),
    description:
      'Filter by person (User), document (Collection or global, Document id) and date (Created at). Personal data shows field names only.',
  },
  defaultSort: '-createdAt',
  // Nobody edits an entry, so nothing to lock.
  lockDocuments: false,
  access: { ...closedAccess, read: isAdmin },
  indexes: [{ fields: ['target', 'documentId'] }],
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: value, value })),
    },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'userEmail',
      type: 'text',
      maxLength: 255,
      label: 'Email at the time',
      admin: { description: 'Kept when the account is renamed or removed.' },
    },
    {
      name: 'targetKind',
      type: 'select',
      options: [
        { label: 'Collection', value: 'collection' },
        { label: 'Global', value: 'global' },
      ],
    },
    { name: 'target', type: 'text', maxLength: 100, label: 'Collection or global' },
    { name: 'documentId', type: 'text', maxLength: 100, label: 'Document id' },
    {
      name: 'documentTitle',
      type: 'text',
      maxLength: 200,
      label: 'Document',
      admin: { description: 'Content only: a lead or a person is named by id.' },
    },
    { name: 'fields', type: 'text', maxLength: 2000, label: 'Changed fields' },
    {
      name: 'changes',
      type: 'json',
      admin: { description: 'Old and new values, for content only.' },
    },
    { name: 'details', type: 'text', maxLength: 500 },
    { name: 'ip', type: 'text', maxLength: 64, label: 'Address' },
  ],
}

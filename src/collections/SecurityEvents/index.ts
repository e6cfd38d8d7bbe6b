import type { CollectionConfig } from 'payload'

import { closedAccess } from '@/access/accessPresets'
import { isAdmin } from '@/access/isAdmin'

export const SECURITY_EVENT_TYPES = [
  'login',
  'login-failed',
  'logout',
  'upload-accepted',
  'upload-refused',
  // POPIA data-subject requests and the retention job (src/features/leads/dataRights).
  'data-export',
  'data-erasure',
  'data-retention',
] as const

/** An audit trail: written only by server code, read by admins, altered by nobody. */
export const SecurityEvents: CollectionConfig = {
  slug: 'security-events',
  admin: {
    useAsTitle: 'type',
    defaultColumns: ['createdAt', 'type', 'email', 'ip', 'details'],
    group: 'Accounts',
  },
  defaultSort: '-createdAt',
  access: { ...closedAccess, read: isAdmin },
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: SECURITY_EVENT_TYPES.map((value) => ({ label: value, value })),
    },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    {
      name: 'email',
      type: 'text',
      maxLength: 255,
      admin: { description: 'Masked after two characters.' },
    },
    { name: 'ip', type: 'text', maxLength: 64 },
    { name: 'userAgent', type: 'text', maxLength: 500 },
    { name: 'details', type: 'text', maxLength: 500 },
  ],
}

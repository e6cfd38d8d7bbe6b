import type { Field } from 'payload'

import { PORTAL_ROLE } from '@/access/roles'
import { NOTIFICATION_CHOICES } from '@/lib/portalEventKinds'

const forPortalUsers = (data: Partial<{ role: string | null }>) => data.role === PORTAL_ROLE

/**
 * A portal member's own settings: how often they are emailed, and when they last opened the
 * Messages and Files tabs (what is new since). The person changes them (Users update: self).
 */
export const portalPreferenceFields: Field[] = [
  {
    name: 'notifications',
    type: 'select',
    required: true,
    defaultValue: 'every',
    options: NOTIFICATION_CHOICES.map((c) => ({ ...c })),
    admin: { position: 'sidebar', condition: forPortalUsers },
  },
  {
    name: 'messagesSeenAt',
    type: 'date',
    admin: { hidden: true },
  },
  {
    name: 'filesSeenAt',
    type: 'date',
    admin: { hidden: true },
  },
]

import type { CollectionConfig } from 'payload'

import { closedAccess } from '@/access/accessPresets'
import { PORTAL_AUDIENCES, PORTAL_EVENT_KINDS } from '@/lib/portalEventKinds'

/**
 * One row per thing that happened in a client workspace (src/lib/portalNotifications). Written
 * only by server code in the same transaction as the change; nobody reads it through the API.
 */
export const PortalEvents: CollectionConfig = {
  slug: 'portal-events',
  admin: { hidden: true },
  defaultSort: '-createdAt',
  access: closedAccess,
  fields: [
    // Not required: deleting an organisation, project or person leaves the log behind, unlinked.
    { name: 'organisation', type: 'relationship', relationTo: 'organisations' },
    // Also empty for feedback about no one project.
    { name: 'project', type: 'relationship', relationTo: 'projects' },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: PORTAL_EVENT_KINDS.map((value) => ({ label: value, value })),
    },
    {
      name: 'audience',
      type: 'select',
      required: true,
      options: PORTAL_AUDIENCES.map((value) => ({ label: value, value })),
    },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'actorName', type: 'text', maxLength: 100 },
    { name: 'summary', type: 'text', maxLength: 300 },
    // Set in the transaction that queued its emails: a retried or second fan-out sees it and stops.
    { name: 'fannedOutAt', type: 'date' },
  ],
}

/** Who heard of an event, and how: one row per (event, address), so nobody hears twice. */
export const PortalNotifications: CollectionConfig = {
  slug: 'portal-notifications',
  admin: { hidden: true },
  access: closedAccess,
  indexes: [{ fields: ['event', 'email'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'portal-events' },
    { name: 'recipient', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'text', required: true, maxLength: 255 },
    {
      name: 'delivery',
      type: 'select',
      required: true,
      options: [
        { label: 'Email now', value: 'email' },
        { label: 'Daily digest', value: 'digest' },
      ],
    },
    // A digest entry waits with this empty; the digest that lists it sets it.
    { name: 'digestedAt', type: 'date', index: true },
  ],
}

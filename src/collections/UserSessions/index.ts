import type { CollectionConfig } from 'payload'

import { closedAccess } from '@/access/accessPresets'

/**
 * What a person sees of each of their sessions (README "Sessions"): a device label, the address
 * it signed in from and when it was last used, one record per Payload session id (`sid`). Payload
 * keeps the sessions themselves on the user; these records are written and read only by
 * src/features/accounts/sessions, closed to every API, and removed with the session they describe.
 */
export const UserSessions: CollectionConfig = {
  slug: 'user-sessions',
  admin: { hidden: true },
  graphQL: false,
  lockDocuments: false,
  access: closedAccess,
  fields: [
    { name: 'sid', type: 'text', required: true, unique: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    /** A label such as "Firefox on Windows"; the User-Agent itself is not kept. */
    { name: 'device', type: 'text', maxLength: 60 },
    { name: 'address', type: 'text', maxLength: 64 },
    { name: 'lastUsedAt', type: 'date' },
  ],
}

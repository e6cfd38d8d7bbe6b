/**
 * Which collections the audit trail treats as personal data, declared once: for these an entry
 * names the changed fields and never their values, so the trail is not a second copy of the leads,
 * the accounts or the clients' portal records. Everything else is content, with old and new values.
 */
export const PERSONAL_COLLECTIONS: ReadonlySet<string> = new Set([
  // Leads.
  'enquiries',
  'callbacks',
  // Accounts.
  'users',
  // The client portal's records: who said, sent, decided or was invited to what.
  'organisations',
  'invitations',
  'projects',
  'project-files',
  'messages',
  'feedback',
  'approvals',
])

/**
 * Collections whose writes the trail does not record: the trail itself, the security log (its own
 * record), Payload's internal bookkeeping, the sessions list's records, the portal's server-only notification queue, and the
 * export plugin's collections (an export is recorded as an 'export' entry instead).
 */
export const UNAUDITED_COLLECTIONS: ReadonlySet<string> = new Set([
  'audit-log',
  'security-events',
  'portal-events',
  'portal-notifications',
  // Session records are bookkeeping; ending a session is its own 'session-end' entry.
  'user-sessions',
  'exports',
  'imports',
  'payload-jobs',
  'payload-kv',
  'payload-migrations',
  'payload-preferences',
  'payload-locked-documents',
])

export const isPersonalCollection = (slug: string): boolean => PERSONAL_COLLECTIONS.has(slug)

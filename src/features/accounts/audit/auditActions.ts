/** What an audit entry records; the second-factor events are written by the sign-in code. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-out',
  'session-end',
  'role-change',
  'second-factor-failed',
  'factor-enrolled',
  'factor-reset',
  'export',
  'erasure',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

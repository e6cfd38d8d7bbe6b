import type { Access } from 'payload'

/**
 * Nobody through the API. Server code that must write (security events, seeds) uses the
 * Local API with overrideAccess and says why.
 */
export const nobody: Access = () => false

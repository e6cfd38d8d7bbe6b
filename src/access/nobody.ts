import type { Access } from 'payload'

/**
 * Nobody through the API. Server code that must write (security events, seeds) uses the
 * Local API with overrideAccess and says why. Also the answer for an operation that does not
 * apply (versions of an unversioned collection, unlocking a collection without logins), so that
 * no Payload default, which lets any signed-in account in, is ever left in place.
 */
export const nobody: Access = () => false

import type { Access } from 'payload'

/** Nobody through the API; also set on inapplicable operations so no permissive Payload default remains. */
export const nobody: Access = () => false

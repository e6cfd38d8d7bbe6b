import type { CollectionSlug } from 'payload'

/**
 * The collections the client portal's access matrix covers. Its Local API half
 * (tests/int/portalAccess.int.spec.ts) and its REST and GraphQL half (tests/e2e/portal.e2e.spec.ts)
 * check the same list.
 */
export const PORTAL_COLLECTIONS = [
  'projects',
  'project-files',
  'messages',
  'feedback',
  'security-events',
  'users',
] as const satisfies readonly CollectionSlug[]

export type PortalCollection = (typeof PORTAL_COLLECTIONS)[number]

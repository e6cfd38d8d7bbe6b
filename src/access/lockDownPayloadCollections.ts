import type { Access, CollectionConfig, Endpoint, SanitizedConfig, Where } from 'payload'
import { Forbidden } from 'payload'

import { isStaff } from './isStaff'
import { nobody } from './nobody'
import { hasStaffRole } from './roles'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** Staff read and change only their own admin preferences; clients never use the admin panel. */
const isStaffOwnPreference: Access = ({ req: { user } }) => {
  if (!user || !hasStaffRole(user)) return false
  const own: Where = { and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }] }
  return own
}

const closed: CollectionAccess = { create: nobody, read: nobody, update: nobody, delete: nobody, readVersions: nobody, unlock: nobody }

/**
 * Access for the collections Payload adds itself. Its defaults let any signed-in account (a
 * portal client included) read every edit lock, create and delete locks, and read and write
 * migration records; Payload offers no option for these collections, so they are set on the
 * built config. Payload's own code reads and writes them with overrideAccess or straight
 * through the database, so only API callers are affected.
 */
const PAYLOAD_COLLECTION_ACCESS: Record<string, CollectionAccess> = {
  // The admin panel shows staff who else is editing a document.
  'payload-locked-documents': { create: isStaff, read: isStaff, update: isStaff, delete: isStaff, readVersions: nobody, unlock: nobody },
  // The admin panel saves preferences through its own endpoints; the generic API gets own-only.
  'payload-preferences': {
    create: isStaff,
    read: isStaffOwnPreference,
    update: isStaffOwnPreference,
    delete: isStaffOwnPreference,
    readVersions: nobody,
    unlock: nobody,
  },
  // The jobs queue, key-value store and migrations are for the server alone.
  'payload-jobs': closed,
  'payload-kv': closed,
  'payload-migrations': closed,
}

/**
 * The preferences collection's own endpoints (read, save and delete a preference by key) go
 * straight to the database, past collection access: only staff, who have an admin panel to keep
 * preferences for, reach them.
 */
const forStaffOnly = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (hasStaffRole(req.user)) return endpoint.handler(req)
    return Response.json({ errors: [{ message: new Forbidden(req.t).message }] }, { status: 403 })
  },
})

/**
 * Payload adds the jobs scheduler's bookkeeping global (when a task has a schedule) with the
 * default access, which lets any signed-in account read and change it; only the server uses it.
 */
const PAYLOAD_GLOBAL_ACCESS: Record<string, NonNullable<SanitizedConfig['globals'][number]['access']>> = {
  'payload-jobs-stats': { read: nobody, update: nobody, readVersions: nobody },
}

export async function lockDownPayloadCollections(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const built = await config
  for (const global of built.globals) {
    const access = PAYLOAD_GLOBAL_ACCESS[global.slug]
    if (access) global.access = { ...global.access, ...access }
  }
  for (const collection of built.collections) {
    const access = PAYLOAD_COLLECTION_ACCESS[collection.slug]
    if (access) collection.access = { ...collection.access, ...access }
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map(forStaffOnly)
    }
  }
  return built
}

import type { Access, CollectionConfig, Endpoint, SanitizedConfig, Where } from 'payload'
import { Forbidden } from 'payload'

import { closedAccess, editedBy } from './accessPresets'
import { isStaff } from './isStaff'
import { nobody } from './nobody'
import { hasStaffRole } from './roles'

type CollectionAccess = NonNullable<CollectionConfig['access']>

/** Staff read and change only their own admin preferences; clients never use the admin panel. */
const isStaffOwnPreference: Access = ({ req: { user } }) => {
  if (!user || !hasStaffRole(user)) return false
  const own: Where = {
    and: [
      { 'user.value': { equals: user.id } },
      { 'user.relationTo': { equals: user.collection } },
    ],
  }
  return own
}

/** Payload's own collections default to any signed-in account and offer no option, so access is set on the built config. */
const PAYLOAD_COLLECTION_ACCESS: Record<string, CollectionAccess> = {
  'payload-locked-documents': editedBy(isStaff, isStaff),
  // The admin panel saves preferences through its own endpoints; the generic API gets own-only.
  'payload-preferences': {
    ...closedAccess,
    create: isStaff,
    read: isStaffOwnPreference,
    update: isStaffOwnPreference,
    delete: isStaffOwnPreference,
  },
  'payload-jobs': closedAccess,
  'payload-kv': closedAccess,
  'payload-migrations': closedAccess,
}

/** These endpoints bypass collection access, so only staff reach them. */
const forStaffOnly = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) => {
    if (hasStaffRole(req.user)) return endpoint.handler(req)
    return Response.json({ errors: [{ message: new Forbidden(req.t).message }] }, { status: 403 })
  },
})

/** The jobs scheduler's global is for the server alone. */
const PAYLOAD_GLOBAL_ACCESS: Record<
  string,
  NonNullable<SanitizedConfig['globals'][number]['access']>
> = {
  'payload-jobs-stats': { read: nobody, update: nobody, readVersions: nobody },
}

export async function lockDownPayloadCollections(
  config: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
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

import type { CollectionConfig } from 'payload'

/** A client portal collection: grouped together in the admin panel and listed newest first. */
export const clientPortalCollection = (config: CollectionConfig): CollectionConfig => ({
  defaultSort: '-createdAt',
  ...config,
  admin: { group: 'Client portal', ...config.admin },
})

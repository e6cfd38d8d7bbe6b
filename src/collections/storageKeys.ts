import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** Where the storage plugin keeps a file in the bucket (prefix/_objectKey/filename). */
const STORAGE_KEY_FIELDS = ['prefix', '_objectKey'] as const

/**
 * The storage plugin (payload.config.ts) adds `prefix` and `_objectKey` to the upload collections
 * and builds the bucket key of a file from them. Nobody chooses them through the API: a client who
 * could set them on their own upload could point it at another client's object. Dropped from every
 * incoming create or update before anything else sees it; the plugin fills them itself.
 */
export const dropStorageKeys: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data: unknown = args.data
  if (data && typeof data === 'object') for (const name of STORAGE_KEY_FIELDS) Reflect.deleteProperty(data, name)
  return args
}

/** Puts dropStorageKeys first among a collection's beforeOperation hooks. */
export const withStorageKeysLocked = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [dropStorageKeys, ...(collection.hooks?.beforeOperation ?? [])] },
})

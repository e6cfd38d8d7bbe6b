import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** Where the storage plugin keeps a file in the bucket (prefix/_objectKey/filename). */
const STORAGE_KEY_FIELDS = ['prefix', '_objectKey'] as const

/** Dropped from every incoming write: a client who set them could point an upload at another client's object. */
export const dropStorageKeys: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data: unknown = args.data
  if (data && typeof data === 'object')
    for (const name of STORAGE_KEY_FIELDS) Reflect.deleteProperty(data, name)
  return args
}

export const withStorageKeysLocked = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [dropStorageKeys, ...(collection.hooks?.beforeOperation ?? [])],
  },
})

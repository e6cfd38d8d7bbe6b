import type { Config, Plugin } from 'payload'

import { capAnonymousDepth } from './capAnonymousDepth'
import { databaseUnavailable } from './databaseUnavailable'
import { hideErrorDetails } from './hideErrorDetails'
import { missingFileNotFound } from './missingFileNotFound'

/** API rules for every collection, present and future. */
export const apiHardeningPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [capAnonymousDepth, ...(collection.hooks?.beforeOperation ?? [])],
    },
    // Local disk only: the S3 storage handler answers a missing object with 404 itself.
    ...(collection.upload &&
    !(typeof collection.upload === 'object' && collection.upload.disableLocalStorage)
      ? {
          upload: {
            ...(typeof collection.upload === 'object' ? collection.upload : {}),
            handlers: [
              missingFileNotFound(
                (typeof collection.upload === 'object' && collection.upload.staticDir) ||
                  collection.slug,
              ),
              ...((typeof collection.upload === 'object' && collection.upload.handlers) || []),
            ],
          },
        }
      : {}),
  })),
  hooks: {
    ...config.hooks,
    afterError: [...(config.hooks?.afterError ?? []), hideErrorDetails, databaseUnavailable],
  },
})

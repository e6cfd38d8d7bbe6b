import type { Config, Plugin } from 'payload'

import { capAnonymousDepth } from './capAnonymousDepth'
import { hideErrorDetails } from './hideErrorDetails'
import { missingFileNotFound } from './missingFileNotFound'

/**
 * Cross-cutting API rules, applied to every collection (present and future) in one place:
 * anonymous REST depth capped, missing upload files answered with 404, and error answers that
 * carry no SQL and no reason a sign-in failed.
 */
export const apiHardeningPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [capAnonymousDepth, ...(collection.hooks?.beforeOperation ?? [])],
    },
    // Files on local disk only: with S3 storage (payload.config.ts) the storage handler answers a
    // missing object with 404 itself, and this check would find no file on disk for every request.
    ...(collection.upload && !(typeof collection.upload === 'object' && collection.upload.disableLocalStorage)
      ? {
          upload: {
            ...(typeof collection.upload === 'object' ? collection.upload : {}),
            handlers: [
              missingFileNotFound(
                (typeof collection.upload === 'object' && collection.upload.staticDir) || collection.slug,
              ),
              ...((typeof collection.upload === 'object' && collection.upload.handlers) || []),
            ],
          },
        }
      : {}),
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), hideErrorDetails] },
})

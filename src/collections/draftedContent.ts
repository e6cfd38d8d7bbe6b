import type { CollectionConfig } from 'payload'

import { publishedContent } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { searchFields, fillSearchFields } from '@/fields/searchFields'
import { collectionType, type ContentCollection } from '@/utilities/contentTypes'
import { previewPath, previewUrl } from '@/utilities/previewPath'
import { env } from '@/env'

import { redirectRenamedDocument } from './Redirects/hooks/redirectRenamedDocument'
import { revalidateDeletedDocument, revalidateDocument } from './revalidateDescribed'

/**
 * Site content editors edit as drafts, with preview and live preview (payload.config.ts
 * admin.livePreview); the public reads published versions only. A publish or unpublish can be
 * scheduled: Payload queues a `schedulePublish` job that our runner picks up. Everything that
 * follows from a save (revalidation, the slug redirect, the search fields) comes from the
 * collection's content type (src/utilities/contentTypes.ts).
 */
export const draftedContent = (
  config: CollectionConfig & { slug: ContentCollection },
): CollectionConfig => {
  const type = collectionType(config.slug)
  if (!type) throw new Error(`${config.slug} has no description in src/utilities/contentTypes.ts`)
  const hooks = config.hooks ?? {}
  return {
    ...config,
    admin: {
      group: 'Content',
      hidden: shownOnlyTo(hasEditorRole),
      // Opens the page with the draft in Next draft mode (staff only, see /next/preview).
      ...(type.preview && {
        preview: (doc) => {
          const path = previewPath({ collection: config.slug, data: doc })
          return path ? previewUrl(env.serverUrl, path) : null
        },
      }),
      ...config.admin,
    },
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
    access: publishedContent,
    fields: [...config.fields, ...(type.search ? [searchFields] : [])],
    hooks: {
      ...hooks,
      beforeChange: [
        ...(hooks.beforeChange ?? []),
        ...(type.search ? [fillSearchFields(type)] : []),
      ],
      afterChange: [
        ...(type.redirectOnSlugChange ? [redirectRenamedDocument(config.slug)] : []),
        ...(hooks.afterChange ?? []),
        revalidateDocument(config.slug),
      ],
      afterDelete: [...(hooks.afterDelete ?? []), revalidateDeletedDocument(config.slug)],
    },
  }
}

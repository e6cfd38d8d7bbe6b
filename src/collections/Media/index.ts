import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { editedBy } from '@/access/accessPresets'
import { env } from '@/env'

import { revalidateMedia, revalidateMediaDelete } from './hooks/revalidateMedia'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', hidden: shownOnlyTo(hasEditorRole) },
  access: editedBy(isEditor, anyone),
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMediaDelete] },
  upload: {
    staticDir: env.mediaDir ?? path.resolve(process.cwd(), '.data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'card', width: 640, height: 400, position: 'centre' },
      { name: 'hero', width: 1280, height: 800, position: 'centre' },
    ],
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, maxLength: 200 }],
}

import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { staffEdits } from '@/access/accessPresets'

import { revalidateMedia, revalidateMediaDelete } from './hooks/revalidateMedia'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: staffEdits(anyone),
  hooks: { afterChange: [revalidateMedia], afterDelete: [revalidateMediaDelete] },
  upload: {
    staticDir: process.env.MEDIA_DIR ?? path.resolve(process.cwd(), '.data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'card', width: 640, height: 400, position: 'centre' },
      { name: 'hero', width: 1280, height: 800, position: 'centre' },
    ],
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, maxLength: 200 }],
}

import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'

import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  // Drafts with preview and live preview (payload.config.ts admin.livePreview); the public reads
  // published versions only.
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
  access: {
    read: publishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
    unlock: nobody,
  },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePageDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('The path, e.g. privacy-policy for /privacy-policy.'),
    { name: 'content', type: 'richText', required: true },
    seoField,
  ],
}

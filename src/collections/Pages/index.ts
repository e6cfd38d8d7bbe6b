import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'

import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody, unlock: nobody },
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidatePageDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('The path, e.g. privacy-policy for /privacy-policy.'),
    { name: 'content', type: 'richText', required: true },
    seoField,
  ],
}

import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'

import { draftedContent } from '../draftedContent'

export const Pages = draftedContent({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('The path, e.g. privacy-policy for /privacy-policy.'),
    { name: 'content', type: 'richText', required: true },
    seoField,
  ],
})

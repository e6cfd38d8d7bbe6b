import { PAGE_BLOCKS } from '@/fields/blocks'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { isFreePageSlug } from '@/utilities/paths'
import { PAGE_SLUG_TAKEN } from '@/validation/messages'

import { draftedContent } from '../draftedContent'

/** Landing pages and the legal pages, at /{slug}, built from blocks (src/fields/blocks). */
export const Pages = draftedContent({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('The path, e.g. privacy-policy for /privacy-policy.', {
      refuse: (slug) => (isFreePageSlug(slug) ? null : PAGE_SLUG_TAKEN),
    }),
    {
      name: 'layout',
      type: 'blocks',
      labels: { singular: 'Block', plural: 'Blocks' },
      required: true,
      minRows: 1,
      maxRows: 30,
      blocks: PAGE_BLOCKS,
      admin: {
        description:
          'The page, block by block. A hero first gives the page its main heading; otherwise the title is the heading.',
      },
    },
    seoField,
  ],
})

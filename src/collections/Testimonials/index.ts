import type { CollectionConfig } from 'payload'

import { salesContent } from '@/access/accessPresets'
import { readsSalesContent } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'

import { draftedContent } from '../draftedContent'

/**
 * A client's words about our work, shown by case studies and the testimonials block. No rating:
 * search engines refuse review markup for a business's reviews of itself, so none is kept.
 */
export const Testimonials: CollectionConfig = {
  ...draftedContent({
    slug: 'testimonials',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'company', 'service', '_status'],
      hidden: shownOnlyTo(readsSalesContent),
    },
    fields: [
      {
        name: 'quote',
        type: 'textarea',
        required: true,
        maxLength: 600,
        admin: { description: 'Their words, as approved by them.' },
      },
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true, maxLength: 80 },
          { name: 'role', type: 'text', maxLength: 80 },
          { name: 'company', type: 'text', maxLength: 80 },
        ],
      },
      { name: 'photo', type: 'upload', relationTo: 'media' },
      {
        name: 'service',
        type: 'relationship',
        relationTo: 'services',
        admin: { position: 'sidebar', description: 'Optional: the service it speaks of.' },
      },
      {
        name: 'caseStudy',
        type: 'relationship',
        relationTo: 'case-studies',
        admin: { position: 'sidebar', description: 'Optional: the project it speaks of.' },
      },
    ],
  }),
  access: salesContent,
}

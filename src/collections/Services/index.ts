import { seoField } from '@/fields/seo'
import { sortOrderField } from '@/fields/sortOrder'
import { slugField } from '@/fields/slug'
import { textList } from '@/fields/textList'
import { priceUnitOptions } from '@/lib/formatRand'

import { draftedContent } from '../draftedContent'

export const SERVICE_ICONS = [
  'code',
  'cpu',
  'smartphone',
  'megaphone',
  'globe',
  'server',
  'search',
  'shopping-cart',
  'lightbulb',
  'wrench',
  'cloud',
  'sparkles',
] as const

export const Services = draftedContent({
  slug: 'services',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'price', 'order', 'showOnHome', '_status'],
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    slugField('The service id in /services/{id}, e.g. web-development.'),
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'icon',
      type: 'select',
      required: true,
      options: SERVICE_ICONS.map((icon) => ({ label: icon, value: icon })),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'price',
      type: 'group',
      label: 'Starting price',
      admin: { description: 'Shown as "From R29,999" or "From R1,499/month".' },
      fields: [
        {
          name: 'amount',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Rand, whole amount' },
        },
        {
          name: 'unit',
          type: 'select',
          required: true,
          defaultValue: 'once',
          options: priceUnitOptions(),
        },
      ],
    },
    textList('features', {
      label: 'List-page features (4)',
      minRows: 4,
      maxRows: 4,
      required: true,
    }),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Detail page',
          fields: [
            { name: 'longDescription', type: 'richText', label: 'Overview' },
            {
              name: 'timeline',
              type: 'text',
              required: true,
              maxLength: 60,
              admin: { description: 'e.g. 4-8 weeks' },
            },
            textList('detailFeatures', { label: "What's Included" }),
            textList('benefits', { label: 'Key Benefits' }),
            {
              name: 'process',
              type: 'array',
              minRows: 5,
              maxRows: 5,
              labels: { singular: 'Step', plural: 'Steps' },
              fields: [
                { name: 'title', type: 'text', required: true, maxLength: 80 },
                { name: 'description', type: 'textarea', required: true, maxLength: 300 },
              ],
            },
            textList('technologies'),
            textList('deliverables'),
            { name: 'guarantee', type: 'textarea', maxLength: 300 },
          ],
        },
        { label: 'SEO', fields: [seoField] },
      ],
    },
    sortOrderField,
    {
      name: 'showOnHome',
      type: 'checkbox',
      defaultValue: false,
      label: 'Show on home page',
      admin: { position: 'sidebar' },
    },
  ],
})

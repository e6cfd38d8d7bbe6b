import { sortOrderField } from '@/fields/sortOrder'
import { slugField } from '@/fields/slug'
import { textList } from '@/fields/textList'

import { draftedContent } from '../draftedContent'

export const TEMPLATE_INDUSTRIES = [
  'Healthcare',
  'Restaurant',
  'E-commerce',
  'Legal',
  'Real Estate',
  'Fitness',
  'Technology',
  'Education',
] as const

export const TEMPLATE_TYPES = ['Website', 'Mobile App', 'Dashboard'] as const

export const Templates = draftedContent({
  slug: 'templates',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'industry', 'type', 'price', 'rating', 'downloads'],
  },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    slugField(),
    {
      name: 'industry',
      type: 'select',
      required: true,
      index: true,
      options: TEMPLATE_INDUSTRIES.map((value) => ({ label: value, value })),
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'Website',
      options: TEMPLATE_TYPES.map((value) => ({ label: value, value })),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', required: true, maxLength: 400 },
    textList('features'),
    { name: 'rating', type: 'number', required: true, min: 0, max: 5 },
    { name: 'downloads', type: 'number', required: true, min: 0 },
    {
      name: 'price',
      type: 'text',
      required: true,
      maxLength: 20,
      admin: { description: '"Free" or an amount, e.g. $49' },
    },
    { name: 'demoUrl', type: 'text', maxLength: 300 },
    sortOrderField,
  ],
})

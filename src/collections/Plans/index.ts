import { sortOrderField } from '@/fields/sortOrder'
import { textList } from '@/fields/textList'
import { priceUnitOptions } from '@/lib/formatRand'
import { PLAN_PERIODS } from '@/lib/planPrice'

import { draftedContent } from '../draftedContent'

export const Plans = draftedContent({
  slug: 'plans',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'price', 'popular', 'order'],
  },
  defaultSort: 'order',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'White-label partner plan', value: 'white-label' },
        { label: 'Website maintenance plan', value: 'maintenance' },
      ],
    },
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    {
      name: 'price',
      type: 'group',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'fixed',
          options: [
            { label: 'Fixed price', value: 'fixed' },
            { label: 'Custom (quoted)', value: 'custom' },
          ],
        },
        {
          name: 'amount',
          type: 'number',
          min: 0,
          admin: { condition: (_, sibling) => sibling.type === 'fixed' },
        },
        {
          name: 'currency',
          type: 'select',
          defaultValue: 'USD',
          options: [
            { label: 'US dollar ($)', value: 'USD' },
            { label: 'South African rand (R)', value: 'ZAR' },
          ],
          admin: { condition: (_, sibling) => sibling.type === 'fixed' },
        },
        {
          name: 'period',
          type: 'select',
          defaultValue: 'month',
          options: priceUnitOptions(PLAN_PERIODS),
          admin: { condition: (_, sibling) => sibling.type === 'fixed' },
        },
      ],
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 300 },
    textList('features', { required: true, minRows: 1 }),
    { name: 'popular', type: 'checkbox', defaultValue: false, label: 'Mark as Most Popular' },
    { name: 'buttonLabel', type: 'text', required: true, maxLength: 40 },
    sortOrderField,
  ],
})

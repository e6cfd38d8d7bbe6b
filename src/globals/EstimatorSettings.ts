import type { GlobalConfig } from 'payload'

import { publicSettings } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'

import { revalidateGlobalDocument } from '@/collections/revalidateDescribed'

const option = [
  { name: 'value', type: 'text', required: true, maxLength: 40 },
  { name: 'label', type: 'text', required: true, maxLength: 60 },
] as const

export const EstimatorSettings: GlobalConfig = {
  slug: 'estimator-settings',
  label: 'Estimator settings',
  admin: { group: 'Settings', hidden: shownOnlyTo(hasEditorRole) },
  access: publicSettings,
  hooks: { afterChange: [revalidateGlobalDocument('estimator-settings')] },
  fields: [
    {
      name: 'projectTypes',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'The first four are shown as Popular Project Types.' },
      fields: [
        ...option,
        {
          name: 'basePrice',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Rand' },
        },
      ],
    },
    {
      name: 'complexityLevels',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [...option, { name: 'multiplier', type: 'number', required: true, min: 0 }],
    },
    { name: 'timelineOptions', type: 'array', fields: [...option] },
    { name: 'budgetOptions', type: 'array', fields: [...option] },
  ],
}

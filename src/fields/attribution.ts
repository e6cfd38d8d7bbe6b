import type { Field } from 'payload'

import {
  AD_NETWORKS,
  LEAD_TOOLS,
  type AdNetwork,
  type LeadAttribution,
  type LeadTool,
  type Touch,
} from '@/validation/attribution'

import { submittedOnly } from './submission'

/**
 * A lead's attribution (README "Attribution, privacy and the report"), one column per value so
 * the list filters on it, the CSV carries it and the report sums it in SQL. Written only by the
 * lead's own insert (src/features/leads/intake/store.ts), after leadAttributionSchema.
 */
const TOUCHES = { first: 'First touch', last: 'Last touch' } as const
type TouchName = keyof typeof TOUCHES

const TOUCH_COLUMNS = {
  Source: 'source',
  Medium: 'medium',
  Campaign: 'campaign',
  Term: 'term',
  Content: 'content',
  AdNetwork: 'adNetwork',
  ReferrerHost: 'referrerHost',
  LandingPath: 'landingPath',
  At: 'at',
} as const satisfies Record<string, keyof Touch>

type TouchColumn = `${TouchName}${keyof typeof TOUCH_COLUMNS}`

/** The stored columns of a lead's attribution, as the insert and the exports name them. */
export type AttributionColumns = {
  [K in TouchColumn]?: K extends `${TouchName}AdNetwork` ? AdNetwork : string
} & { tool?: LeadTool }

const readOnly = { readOnly: true } as const

/** 'Last campaign', 'First landing page': each label says which touch, in the list's columns too. */
const labelOf = (touch: TouchName, what: string) =>
  `${touch === 'first' ? 'First' : 'Last'} ${what}`

const touchFields = (touch: TouchName): Field => ({
  type: 'collapsible',
  label: TOUCHES[touch],
  admin: { initCollapsed: false },
  fields: [
    {
      type: 'row',
      fields: (['Source', 'Medium', 'Campaign'] as const).map((column): Field => ({
        name: `${touch}${column}`,
        type: 'text',
        index: touch === 'last',
        access: submittedOnly,
        admin: readOnly,
      })),
    },
    {
      type: 'row',
      fields: (['Term', 'Content'] as const).map((column): Field => ({
        name: `${touch}${column}`,
        type: 'text',
        access: submittedOnly,
        admin: readOnly,
      })),
    },
    {
      type: 'row',
      fields: [
        {
          name: `${touch}AdNetwork`,
          label: labelOf(touch, 'ad click'),
          type: 'select',
          options: AD_NETWORKS.map((value) => ({ value, label: value })),
          access: submittedOnly,
          admin: readOnly,
        },
        {
          name: `${touch}ReferrerHost`,
          label: labelOf(touch, 'referring site'),
          type: 'text',
          access: submittedOnly,
          admin: readOnly,
        },
        {
          name: `${touch}LandingPath`,
          label: labelOf(touch, 'landing page'),
          type: 'text',
          access: submittedOnly,
          admin: readOnly,
        },
        {
          name: `${touch}At`,
          label: labelOf(touch, 'touch at'),
          type: 'date',
          access: submittedOnly,
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
})

export const attributionFields: Field[] = [
  {
    name: 'tool',
    label: 'Tool used',
    type: 'select',
    index: true,
    options: LEAD_TOOLS.map(({ value, label }) => ({ value, label })),
    access: submittedOnly,
    admin: { ...readOnly, position: 'sidebar' },
  },
  touchFields('last'),
  touchFields('first'),
]

/** Every attribution column, for the exports and erasure. */
export const ATTRIBUTION_COLUMNS: readonly (keyof AttributionColumns)[] = [
  'tool',
  ...(['last', 'first'] as const).flatMap((touch) =>
    Object.keys(TOUCH_COLUMNS).map((column) => `${touch}${column}` as keyof AttributionColumns),
  ),
]

/** A lead's checked attribution as its columns. */
export function attributionColumns(attribution: LeadAttribution): AttributionColumns {
  const columns: AttributionColumns = { tool: attribution.tool }
  for (const touch of ['first', 'last'] as const) {
    const value = attribution[`${touch}Touch`]
    if (!value) continue
    for (const [column, key] of Object.entries(TOUCH_COLUMNS)) {
      Object.assign(columns, { [`${touch}${column}`]: value[key] })
    }
  }
  return columns
}

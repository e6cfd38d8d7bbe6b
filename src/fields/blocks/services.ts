import type { Block, RelationshipFieldManyValidation } from 'payload'

import { CHOSEN_SERVICES_EMPTY } from '@/validation/messages'

type ServicesSiblings = { show?: 'all' | 'chosen' }

/** "Chosen" needs at least one service; "all" ignores the list. */
const chosenServices: RelationshipFieldManyValidation = (value, { siblingData }) =>
  (siblingData as ServicesSiblings).show !== 'chosen' || (Array.isArray(value) && value.length > 0)
    ? true
    : CHOSEN_SERVICES_EMPTY

/** Service cards from the services collection: all published ones in their order, or chosen ones. */
export const servicesBlock: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Services', plural: 'Services' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 300 },
    {
      name: 'show',
      type: 'radio',
      required: true,
      defaultValue: 'all',
      options: [
        { label: 'All services', value: 'all' },
        { label: 'Chosen services', value: 'chosen' },
      ],
    },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      maxRows: 12,
      validate: chosenServices,
      admin: { condition: (_, siblings: ServicesSiblings) => siblings.show === 'chosen' },
    },
  ],
}

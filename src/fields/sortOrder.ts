import type { NumberField } from 'payload'

/** Where a document stands in its public list: lower first, new ones last until placed. */
export const sortOrderField: NumberField = {
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 100,
  admin: { position: 'sidebar' },
}

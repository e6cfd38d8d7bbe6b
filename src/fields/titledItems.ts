import type { ArrayField, Field } from 'payload'

/** A list of cards, each a title and a short description (features, values, reasons). */
export const titledItems = (
  name: string,
  options: { label?: string; extra?: Field[] } = {},
): ArrayField => ({
  name,
  type: 'array',
  label: options.label,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    { name: 'description', type: 'textarea', required: true, maxLength: 300 },
    ...(options.extra ?? []),
  ],
})

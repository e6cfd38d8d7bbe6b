import type { ArrayField } from 'payload'

/** A list of short texts (features, benefits, technologies...), editable row by row. */
export const textList = (
  name: string,
  options: { label?: string; minRows?: number; maxRows?: number; required?: boolean } = {},
): ArrayField => ({
  name,
  type: 'array',
  label: options.label,
  minRows: options.minRows,
  maxRows: options.maxRows,
  required: options.required,
  labels: { singular: 'Item', plural: 'Items' },
  fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }],
})

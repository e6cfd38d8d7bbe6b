import type { ArrayField, Field, TextFieldSingleValidation } from 'payload'

import { redirectUrlSchema } from '@/validation/redirect'
import { INVALID_FORMAT } from '@/validation/messages'

/** A path on this site or a full web address: the rule redirect targets follow too. */
const validateHref: TextFieldSingleValidation = (value) => {
  if (value === null || value === undefined || value === '') return true
  const result = redirectUrlSchema.safeParse(value)
  return result.success ? true : (result.error.issues[0]?.message ?? INVALID_FORMAT)
}

export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true, maxLength: 40 },
      {
        name: 'href',
        type: 'text',
        label: 'Link',
        required: true,
        maxLength: 600,
        validate: validateHref,
        admin: { description: 'A path on this site (/contact) or a full address (https://…).' },
      },
    ],
  },
]

/** Buttons or menu entries: a label and where it goes, at most `maxRows`. */
export const linksField = (
  name: string,
  { minRows, maxRows, label }: { minRows?: number; maxRows: number; label?: string },
): ArrayField => ({
  name,
  type: 'array',
  label,
  minRows,
  maxRows,
  // Payload checks minRows only on a required array.
  required: Boolean(minRows),
  labels: { singular: 'Link', plural: 'Links' },
  fields: linkFields,
})

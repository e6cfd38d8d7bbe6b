import type { Field } from 'payload'

/** URL segment: lower-case words joined by hyphens, unique in its collection. */
export const slugField = (
  description = 'Used in the URL; lower-case words joined by hyphens.',
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 80,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens',
})

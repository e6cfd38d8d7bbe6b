import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * URL segment: lower-case words joined by hyphens, unique in its collection. `refuse` names a slug
 * the collection may not take (a path another route owns), with the message why.
 */
export const slugField = (
  description = 'Used in the URL; lower-case words joined by hyphens.',
  refuse?: (slug: string) => string | null,
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 80,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) => {
    if (typeof value !== 'string' || !SLUG.test(value))
      return 'Use lower-case letters, digits and single hyphens'
    return refuse?.(value) ?? true
  },
})

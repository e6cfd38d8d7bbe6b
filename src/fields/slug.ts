import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * URL segment: lower-case words joined by hyphens, unique in its collection. `reserved` are the
 * words a sibling route uses at the same place (/work/service/…), which a document may not take;
 * `refuse` names any other slug the collection may not take, with the message why.
 */
export const slugField = (
  description = 'Used in the URL; lower-case words joined by hyphens.',
  {
    reserved = [],
    refuse,
  }: { reserved?: readonly string[]; refuse?: (slug: string) => string | null } = {},
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
    if (reserved.includes(value)) return `"${value}" is reserved for a page of the site`
    return refuse?.(value) ?? true
  },
})

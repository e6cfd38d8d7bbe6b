import type { Field } from 'payload'

/** URL segment: lower-case words joined by hyphens, unique in its collection. */
export const slugField = (
  description = 'Used in the URL; lower-case words joined by hyphens.',
  /** Slugs a route of its own already answers (e.g. /insights/page). */
  reserved: readonly string[] = [],
): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 80,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) => {
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
      return 'Use lower-case letters, digits and single hyphens'
    return reserved.includes(value)
      ? `"${value}" is taken by a page of its own: choose another`
      : true
  },
})

import type { Field } from 'payload'

/** Title and description for search engines; the page falls back to its own title. */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 170 },
  ],
}

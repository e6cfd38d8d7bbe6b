import type { ArrayField, Field, GlobalConfig } from 'payload'

import { publishedPage } from '@/access/accessPresets'

import { revalidateHomePage } from './hooks/revalidateGlobals'

const titledItems = (name: string, extra: Field[] = []): ArrayField => ({
  name,
  type: 'array',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 80 },
    { name: 'description', type: 'textarea', required: true, maxLength: 300 },
    ...extra,
  ],
})

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Pages' },
  // Drafts with preview and live preview; the public reads the published version only.
  versions: { drafts: true, max: 20 },
  access: publishedPage,
  hooks: { afterChange: [revalidateHomePage] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'eyebrow', type: 'text', maxLength: 80 },
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'subheading', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'servicesIntro',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 300 },
      ],
    },
    {
      name: 'whyChoose',
      type: 'group',
      label: "'Why Choose' section",
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        titledItems('features'),
      ],
    },
    {
      name: 'tools',
      type: 'group',
      label: "'Advanced Digital Tools' section",
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 300 },
        titledItems('items', [{ name: 'href', type: 'text', required: true, maxLength: 100 }]),
      ],
    },
    {
      name: 'cta',
      type: 'group',
      label: 'Closing call to action',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 300 },
      ],
    },
  ],
}

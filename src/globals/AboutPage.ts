import type { GlobalConfig } from 'payload'

import { publishedPage } from '@/access/accessPresets'

import { revalidateAboutPage } from './hooks/revalidateGlobals'

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'About page',
  admin: { group: 'Pages' },
  // Drafts with preview and live preview; the public reads the published version only.
  versions: { drafts: true, max: 20 },
  access: publishedPage,
  hooks: { afterChange: [revalidateAboutPage] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
    {
      name: 'story',
      type: 'group',
      label: 'Our Story',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'content', type: 'richText', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'values',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'description', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'team',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'role', type: 'text', required: true, maxLength: 80 },
        { name: 'bio', type: 'textarea', maxLength: 300 },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'whyChooseUs',
      type: 'array',
      label: "'Why choose us' points",
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'description', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'seoDescription',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'The organisation description for search engines.' },
    },
  ],
}

import type { GlobalConfig } from 'payload'

import { publishedPage } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { titledItems } from '@/fields/titledItems'

import { revalidateGlobalDocument } from '@/collections/revalidateDescribed'

export const AboutPage: GlobalConfig = {
  slug: 'about-page',
  label: 'About page',
  admin: { group: 'Pages', hidden: shownOnlyTo(hasEditorRole) },
  // Drafts with preview and live preview; the public reads the published version only.
  versions: { drafts: { schedulePublish: true }, max: 20 },
  access: publishedPage,
  hooks: { afterChange: [revalidateGlobalDocument('about-page')] },
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
    titledItems('values'),
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
    titledItems('whyChooseUs', { label: "'Why choose us' points" }),
    {
      name: 'seoDescription',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'The organisation description for search engines.' },
    },
  ],
}

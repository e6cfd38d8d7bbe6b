import type { Field, GlobalConfig, GroupField } from 'payload'

import { publishedPage } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { titledItems } from '@/fields/titledItems'

import { revalidateGlobalDocument } from '@/collections/revalidateDescribed'

/** A home page section: its heading and intro text, then what the section shows. */
const section = (name: string, label?: string, extra: Field[] = []): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    ...extra,
  ],
})

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Pages', hidden: shownOnlyTo(hasEditorRole) },
  // Drafts with preview and live preview; the public reads the published version only.
  versions: { drafts: { schedulePublish: true }, max: 20 },
  access: publishedPage,
  hooks: { afterChange: [revalidateGlobalDocument('home-page')] },
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
    section('servicesIntro'),
    section('whyChoose', "'Why Choose' section", [
      { name: 'image', type: 'upload', relationTo: 'media' },
      titledItems('features'),
    ]),
    section('tools', "'Advanced Digital Tools' section", [
      titledItems('items', {
        extra: [{ name: 'href', type: 'text', required: true, maxLength: 100 }],
      }),
    ]),
    section('cta', 'Closing call to action'),
  ],
}

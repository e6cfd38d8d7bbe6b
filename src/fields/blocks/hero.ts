import type { Block } from 'payload'

import { linksField } from '../link'

/** The opening band: the page's main heading when it comes first. */
export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: "First on the page, it is the page's main heading." },
    },
    { name: 'text', type: 'textarea', maxLength: 400 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    linksField('links', { maxRows: 2, label: 'Buttons' }),
  ],
}

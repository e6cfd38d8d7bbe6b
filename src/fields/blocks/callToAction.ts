import type { Block } from 'payload'

import { linksField } from '../link'

/** The brand-coloured band with one or two buttons. */
export const callToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    linksField('links', { minRows: 1, maxRows: 2, label: 'Buttons' }),
  ],
}

import type { Block } from 'payload'

/** A button that opens the callback booking dialog of /contact. */
export const callbackBlock: Block = {
  slug: 'callback',
  interfaceName: 'CallbackBlock',
  labels: { singular: 'Callback button', plural: 'Callback buttons' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', maxLength: 300 },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      maxLength: 40,
      defaultValue: 'Schedule Call',
    },
  ],
}

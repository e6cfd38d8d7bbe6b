import type { Block } from 'payload'

export const mediaBlock: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', maxLength: 200 },
  ],
}

import type { Block } from 'payload'

/** Headings, paragraphs, lists and links: the legal pages are one of these. */
export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

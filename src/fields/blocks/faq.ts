import type { Block } from 'payload'

/** Questions and answers; the page then carries FAQPage structured data. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'Frequently asked questions', plural: 'Frequently asked questions' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 120,
      defaultValue: 'Frequently asked questions',
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', required: true, maxLength: 1500 },
      ],
    },
  ],
}

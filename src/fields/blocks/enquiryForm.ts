import type { Block } from 'payload'

/**
 * The /contact enquiry form (same checks, limits and storage); its leads record this page as
 * their source. With a service it is the quote form with that service chosen.
 */
export const enquiryFormBlock: Block = {
  slug: 'enquiryForm',
  interfaceName: 'EnquiryFormBlock',
  labels: { singular: 'Enquiry form', plural: 'Enquiry forms' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 300 },
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      admin: { description: 'Optional: the form asks for a quote with this service chosen.' },
    },
  ],
}

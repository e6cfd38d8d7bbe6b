import type { Block } from 'payload'

/** Chosen testimonials, as quotes with their author: never review or rating markup. */
export const testimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials blocks' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 100, defaultValue: 'What our clients say' },
    {
      name: 'testimonials',
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 6,
      admin: { description: 'Only published testimonials are shown.' },
    },
  ],
}

import type { Block } from 'payload'

/** The site's own figures (clients, projects, years, uptime), from the site settings. */
export const marketingFiguresBlock: Block = {
  slug: 'marketingFigures',
  interfaceName: 'MarketingFiguresBlock',
  labels: { singular: 'Marketing figures', plural: 'Marketing figures' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 120,
      admin: { description: 'The figures themselves are edited in Site settings.' },
    },
  ],
}

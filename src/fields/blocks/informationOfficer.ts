import type { Block } from 'payload'

/** The POPIA and PAIA Information Officer's contact, from the site settings. */
export const informationOfficerBlock: Block = {
  slug: 'informationOfficer',
  interfaceName: 'InformationOfficerBlock',
  labels: { singular: 'Information Officer', plural: 'Information Officer' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      maxLength: 120,
      defaultValue: 'Information Officer',
      admin: { description: 'The contact details themselves are edited in Site settings.' },
    },
  ],
}

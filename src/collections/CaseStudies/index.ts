import type { CollectionConfig } from 'payload'

import { salesContent } from '@/access/accessPresets'
import { readsSalesContent } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { WORK_FILTERS } from '@/utilities/paths'
import { INDUSTRY_OPTIONS } from '@/validation/industries'

import { draftedContent } from '../draftedContent'

/** A project the agency delivered, told as challenge, approach and outcome with its figures. */
export const CaseStudies: CollectionConfig = {
  ...draftedContent({
    slug: 'case-studies',
    labels: { singular: 'Case study', plural: 'Case studies' },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'clientName', 'industry', 'projectDate', '_status'],
      hidden: shownOnlyTo(readsSalesContent),
    },
    defaultSort: '-projectDate',
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 100 },
      slugField('The path, e.g. online-store-for-x for /work/online-store-for-x.', {
        reserved: Object.values(WORK_FILTERS),
      }),
      {
        type: 'row',
        fields: [
          { name: 'clientName', type: 'text', required: true, maxLength: 80 },
          {
            name: 'industry',
            type: 'select',
            required: true,
            index: true,
            options: INDUSTRY_OPTIONS.map(({ value, label }) => ({ value, label })),
          },
        ],
      },
      { name: 'clientLogo', type: 'upload', relationTo: 'media' },
      {
        name: 'services',
        type: 'relationship',
        relationTo: 'services',
        hasMany: true,
        required: true,
        minRows: 1,
        index: true,
        admin: { description: 'What we delivered: the case study shows on these service pages.' },
      },
      {
        name: 'projectDate',
        type: 'date',
        required: true,
        index: true,
        admin: {
          position: 'sidebar',
          description: 'When the project went live.',
          date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' },
        },
      },
      {
        name: 'summary',
        type: 'textarea',
        required: true,
        maxLength: 300,
        admin: { description: 'One or two sentences for the card, search results and sharing.' },
      },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Story',
            fields: [
              { name: 'challenge', type: 'richText', required: true },
              { name: 'approach', type: 'richText', required: true },
              { name: 'outcome', type: 'richText', required: true },
            ],
          },
          {
            label: 'Results',
            fields: [
              {
                name: 'results',
                type: 'array',
                maxRows: 6,
                labels: { singular: 'Result', plural: 'Results' },
                admin: { description: 'e.g. "+38 %" with "online sales in six months".' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { name: 'figure', type: 'text', required: true, maxLength: 20 },
                      { name: 'label', type: 'text', required: true, maxLength: 100 },
                    ],
                  },
                ],
              },
              {
                name: 'testimonial',
                type: 'relationship',
                relationTo: 'testimonials',
                admin: { description: 'Shown with the case study once it is published.' },
              },
            ],
          },
          {
            label: 'Gallery',
            fields: [
              {
                name: 'gallery',
                type: 'upload',
                relationTo: 'media',
                hasMany: true,
                maxRows: 12,
                admin: { description: "Screens and photos; each image's alt text describes it." },
              },
            ],
          },
          { label: 'SEO', fields: [seoField] },
        ],
      },
    ],
  }),
  access: salesContent,
}

import type { Block, Validate } from 'payload'

import {
  CASE_STUDY_PICKS,
  DEFAULT_CASE_STUDY_LIMIT,
  type CaseStudyPick,
} from '@/lib/caseStudySelection'
import { INDUSTRY_OPTIONS } from '@/validation/industries'

const PICK_LABELS: Record<CaseStudyPick, string> = {
  latest: 'The latest',
  chosen: 'Chosen ones',
  service: 'Those of a service',
  industry: 'Those of an industry',
}

type Siblings = { show?: CaseStudyPick }
const shownFor = (pick: CaseStudyPick) => (_: unknown, siblings: Siblings) => siblings.show === pick

/** A value is required only for the pick it belongs to; the others are ignored when shown. */
const requiredFor =
  (pick: CaseStudyPick, message: string): Validate<unknown, unknown, Siblings> =>
  (value, { siblingData }) =>
    siblingData.show !== pick || (Array.isArray(value) ? value.length > 0 : Boolean(value))
      ? true
      : message

export const caseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: { singular: 'Case studies', plural: 'Case studies blocks' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 100, defaultValue: 'Our work' },
    { name: 'intro', type: 'textarea', maxLength: 300 },
    {
      name: 'show',
      type: 'select',
      required: true,
      defaultValue: 'latest',
      options: CASE_STUDY_PICKS.map((value) => ({ value, label: PICK_LABELS[value] })),
    },
    {
      name: 'caseStudies',
      type: 'relationship',
      relationTo: 'case-studies',
      hasMany: true,
      maxRows: 12,
      admin: { condition: shownFor('chosen') },
      validate: requiredFor('chosen', 'Choose at least one case study'),
    },
    {
      name: 'service',
      type: 'relationship',
      relationTo: 'services',
      admin: { condition: shownFor('service') },
      validate: requiredFor('service', 'Choose the service'),
    },
    {
      name: 'industry',
      type: 'select',
      options: INDUSTRY_OPTIONS.map(({ value, label }) => ({ value, label })),
      admin: { condition: shownFor('industry') },
      validate: requiredFor('industry', 'Choose the industry'),
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 12,
      defaultValue: DEFAULT_CASE_STUDY_LIMIT,
      admin: {
        description: 'At most this many, newest first.',
        condition: (_: unknown, siblings: Siblings) => siblings.show !== 'chosen',
      },
    },
  ],
}

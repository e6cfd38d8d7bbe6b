import 'server-only'

import type { CaseStudy, Service, Testimonial } from '@/payload-types'
import { inChosenOrder, type CaseStudySelection } from '@/lib/caseStudySelection'
import { TAGS } from '@/utilities/cacheTags'

import { cachedFind, first } from './content'

// Read as an anonymous visitor (cachedFind): drafts, and drafted services or testimonials, never show.

/** A card shows the services' titles, the logo and the testimonial: each of them expires it. */
const LIST_TAGS = [TAGS.caseStudies, TAGS.services, TAGS.media, TAGS.testimonials]

const MAX_CASE_STUDIES = 200

/** Every published case study, newest project first: /work and its filter pages share this read. */
export const getCaseStudies = cachedFind(
  'case-studies',
  { sort: '-projectDate', limit: MAX_CASE_STUDIES, depth: 1 },
  LIST_TAGS,
)

/** Depth 2: the testimonial's photo. */
export const getCaseStudy = (slug: string) =>
  cachedFind('case-studies', { where: { slug: { equals: slug } }, limit: 1, depth: 2 }, [
    ...LIST_TAGS,
    TAGS.caseStudy(slug),
  ])().then(first)

/** A service page's case studies, newest first. */
export const getServiceCaseStudies = (serviceId: string, limit = 6) =>
  cachedFind(
    'case-studies',
    { where: { services: { in: [serviceId] } }, sort: '-projectDate', limit, depth: 1 },
    LIST_TAGS,
  )()

/** What a case studies block asks for (src/fields/blocks/caseStudies.ts). */
export async function selectCaseStudies(selection: CaseStudySelection): Promise<CaseStudy[]> {
  switch (selection.show) {
    case 'chosen': {
      const docs = await cachedFind(
        'case-studies',
        { where: { id: { in: selection.ids } }, limit: selection.ids.length, depth: 1 },
        LIST_TAGS,
      )()
      return inChosenOrder(docs, selection.ids)
    }
    case 'latest':
      return (await getCaseStudies()).slice(0, selection.limit)
    case 'service':
      return getServiceCaseStudies(selection.service, selection.limit)
    case 'industry':
      return cachedFind(
        'case-studies',
        {
          where: { industry: { equals: selection.industry } },
          sort: '-projectDate',
          limit: selection.limit,
          depth: 1,
        },
        LIST_TAGS,
      )()
  }
}

/** Chosen testimonials in the chosen order; drafts and deleted ones drop out. */
export async function getTestimonials(ids: readonly string[]): Promise<Testimonial[]> {
  if (!ids.length) return []
  const docs = await cachedFind(
    'testimonials',
    { where: { id: { in: [...ids] } }, limit: ids.length, depth: 1 },
    [TAGS.testimonials, TAGS.media],
  )()
  return inChosenOrder(docs, ids)
}

/** The services a case study names that the visitor may see (a draft service stays an id). */
export const servicesOf = (caseStudy: Pick<CaseStudy, 'services'>): Service[] =>
  caseStudy.services.filter((service): service is Service => typeof service === 'object')

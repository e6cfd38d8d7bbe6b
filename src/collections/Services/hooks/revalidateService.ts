import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Service } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'
import { revalidateContent } from '@/utilities/revalidate'

// Every page that shows service cards, prices or titles (the quote form's service list), plus
// the sitemap that lists them.
const pagesShowingServices = [PATHS.home, PATHS.services, PATHS.contactQuote, '/sitemap.xml']

function targets(slugs: Array<string | null | undefined>) {
  const unique = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  return {
    tags: [TAGS.services, ...unique.map(TAGS.service)],
    paths: [
      ...pagesShowingServices,
      ...unique.map((slug) => PATHS.service(slug)),
      ...unique.map((slug) => PATHS.quote({ slug })),
    ],
  }
}

const isPublished = (doc: Pick<Service, '_status'> | undefined | null) =>
  doc?._status === 'published'

/** Also revalidates the old slug when it changed; drafts that never were public revalidate nothing. */
export const revalidateService: CollectionAfterChangeHook<Service> = ({
  doc,
  previousDoc,
  req: { payload, context },
}) => {
  if (isPublished(doc) || isPublished(previousDoc)) {
    revalidateContent({ payload, context }, targets([doc.slug, previousDoc.slug]))
  }
  return doc
}

export const revalidateServiceDelete: CollectionAfterDeleteHook<Service> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, targets([doc.slug]))
  return doc
}

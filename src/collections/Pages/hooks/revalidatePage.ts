import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { revalidateContent } from '@/utilities/revalidate'

function targets(slugs: Array<string | null | undefined>) {
  const unique = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  return {
    tags: [TAGS.pages, ...unique.map(TAGS.page)],
    paths: [...unique.map((slug) => `/${slug}`), '/sitemap.xml'],
  }
}

/** A page lives at /{slug}: refresh it, and its old address if the slug changed. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({
  doc,
  previousDoc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, targets([doc.slug, previousDoc.slug]))
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, targets([doc.slug]))
  return doc
}

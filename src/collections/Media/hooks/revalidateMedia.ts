import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Media } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { revalidateContent } from '@/utilities/revalidate'

/** Every cached read that populates uploads carries the media tag, so the tag alone reaches the right pages. */
export const revalidateMedia: CollectionAfterChangeHook<Media> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, { tags: [TAGS.media] })
  return doc
}

export const revalidateMediaDelete: CollectionAfterDeleteHook<Media> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, { tags: [TAGS.media] })
  return doc
}

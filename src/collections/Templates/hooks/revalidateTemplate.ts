import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Template } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'
import { revalidateContent } from '@/utilities/revalidate'

const targets = { tags: [TAGS.templates], paths: [PATHS.templates] }

/** The gallery is the only page that lists templates. */
export const revalidateTemplate: CollectionAfterChangeHook<Template> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, targets)
  return doc
}

export const revalidateTemplateDelete: CollectionAfterDeleteHook<Template> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, targets)
  return doc
}

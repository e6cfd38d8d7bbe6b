import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Plan } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'
import { revalidateContent } from '@/utilities/revalidate'

const pageFor: Record<Plan['kind'], string> = {
  'white-label': PATHS.whiteLabel,
  maintenance: PATHS.maintenance,
}

/** A plan shows only on its own kind's page (both, if its kind was changed). */
export const revalidatePlan: CollectionAfterChangeHook<Plan> = ({
  doc,
  previousDoc,
  req: { payload, context },
}) => {
  const kinds = [doc.kind, previousDoc.kind].filter((kind): kind is Plan['kind'] => Boolean(kind))
  revalidateContent(
    { payload, context },
    { tags: [TAGS.plans], paths: kinds.map((kind) => pageFor[kind]) },
  )
  return doc
}

export const revalidatePlanDelete: CollectionAfterDeleteHook<Plan> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, { tags: [TAGS.plans], paths: [pageFor[doc.kind]] })
  return doc
}

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  TypeWithID,
} from 'payload'

import {
  collectionType,
  fieldOf,
  globalType,
  revalidationTargets,
  type ContentType,
  type PublicDoc,
} from '@/utilities/contentTypes'
import { revalidateContent } from '@/utilities/revalidate'

function described<T extends ContentType>(type: T | undefined, slug: string): T {
  if (!type) throw new Error(`${slug} has no description in src/utilities/contentTypes.ts`)
  return type
}

/** A stored document the public sees: published, or of a collection without drafts. */
const isPublished = (doc: PublicDoc | undefined | null) =>
  Boolean(doc && 'id' in doc && (fieldOf(doc, '_status') ?? 'published') === 'published')

/**
 * A save refreshes what its content type says it touches: the document's old and new paths, the
 * pages that show the type, and the sitemap. A draft of something that never was public refreshes
 * nothing.
 */
export const revalidateDocument = (slug: string): CollectionAfterChangeHook<TypeWithID> => {
  const type = described(collectionType(slug), slug)
  return ({ doc, previousDoc, req: { payload, context } }) => {
    const docs = [doc, previousDoc]
    if (docs.some(isPublished))
      revalidateContent({ payload, context }, revalidationTargets(type, docs))
    return doc
  }
}

export const revalidateDeletedDocument = (slug: string): CollectionAfterDeleteHook<TypeWithID> => {
  const type = described(collectionType(slug), slug)
  return ({ doc, req: { payload, context } }) => {
    revalidateContent({ payload, context }, revalidationTargets(type, [doc]))
    return doc
  }
}

// Returning nothing keeps the saved global as it is (Payload uses `hookResult || doc`).
export const revalidateGlobalDocument = (slug: string): GlobalAfterChangeHook => {
  const type = described(globalType(slug), slug)
  return ({ doc, req: { payload, context } }) => {
    revalidateContent({ payload, context }, revalidationTargets(type, [doc as PublicDoc]))
  }
}

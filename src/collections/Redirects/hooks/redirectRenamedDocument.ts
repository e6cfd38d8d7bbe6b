import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { collectionType, fieldOf, type ContentCollection } from '@/utilities/contentTypes'

type RedirectCollection = ContentCollection

type Drafted = {
  id: string
  slug?: string | null
  updatedAt: string
  _status?: 'draft' | 'published' | null
}

/** The slug the public saw before this publish: the previous save, or the last published version. */
async function previousLiveSlug(
  req: PayloadRequest,
  collection: RedirectCollection,
  doc: Drafted,
  previousDoc: Drafted | undefined,
): Promise<string | null> {
  if (previousDoc?._status === 'published') return previousDoc.slug ?? null
  // The previous save was a draft: the public still saw the last published version.
  const { docs } = await req.payload.findVersions({
    collection,
    where: {
      and: [
        { parent: { equals: doc.id } },
        { 'version._status': { equals: 'published' } },
        { updatedAt: { less_than: doc.updatedAt } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const slug = docs[0] ? fieldOf(docs[0].version, 'slug') : null
  return typeof slug === 'string' ? slug : null
}

async function upsertRedirect(
  req: PayloadRequest,
  from: string,
  collection: RedirectCollection,
  id: string,
) {
  const to = { type: 'reference' as const, reference: { relationTo: collection, value: id } }
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing) {
    await req.payload.update({
      collection: 'redirects',
      id: existing.id,
      data: { to },
      req,
      overrideAccess: true,
    })
  } else {
    await req.payload.create({
      collection: 'redirects',
      data: { from, to },
      req,
      overrideAccess: true,
    })
  }
}

/**
 * A published document whose path changed leaves a permanent redirect from its old path, so
 * links and search rankings follow it. A redirect from the new path (the document moving back)
 * is removed: the document lives there again. Redirects to the document follow it by themselves.
 */
export const redirectRenamedDocument =
  (collection: RedirectCollection): CollectionAfterChangeHook<Drafted> =>
  async ({ doc, previousDoc, req, context }) => {
    const type = collectionType(collection)
    if (!type?.redirectOnSlugChange) return doc
    if (doc._status !== 'published' || context.disableRedirects) return doc
    const oldSlug = await previousLiveSlug(req, collection, doc, previousDoc)
    if (!oldSlug || oldSlug === doc.slug) return doc
    const oldPath = type.path({ ...doc, slug: oldSlug })
    const newPath = type.path(doc)
    if (!oldPath || !newPath || oldPath === newPath) return doc
    // System records that follow an editor's publish, which the collection's access allowed.
    await req.payload.delete({
      collection: 'redirects',
      where: { from: { equals: newPath } },
      req,
      overrideAccess: true,
    })
    await upsertRedirect(req, oldPath, collection, doc.id)
    // Typed targets pointing at the old path now point at the new one (chain collapse).
    await req.payload.update({
      collection: 'redirects',
      where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: oldPath } }] },
      data: { to: { type: 'custom', url: newPath } },
      req,
      overrideAccess: true,
    })
    return doc
  }

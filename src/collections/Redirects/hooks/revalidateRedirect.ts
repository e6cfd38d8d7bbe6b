import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { forgetRedirect } from '@/features/content/redirects/proxyRedirects'
import type { Redirect } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { revalidateContent } from '@/utilities/revalidate'

const SKIP_CHAIN = 'redirectChainCollapsed'

/**
 * A → B stored, then B → C saved: A now points where B points, so no visitor follows a chain.
 * (The map resolves chains too; this keeps what staff see in the admin honest.)
 */
export const collapseRedirectChain: CollectionAfterChangeHook<Redirect> = async ({
  doc,
  req,
  context,
}) => {
  if (context[SKIP_CHAIN]) return doc
  const { docs } = await req.payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: doc.from } }] },
    req,
    // A system follow-up to a save the collection's access already allowed.
    overrideAccess: true,
  })
  for (const earlier of docs) {
    if (earlier.id === doc.id) continue
    await req.payload.update({
      collection: 'redirects',
      id: earlier.id,
      data: { to: doc.to },
      req,
      overrideAccess: true,
      context: { ...context, [SKIP_CHAIN]: true },
    })
  }
  return doc
}

/** The proxy's map (and the sitemap, which leaves redirected paths out) follow the table's tag. */
export const revalidateRedirect: CollectionAfterChangeHook<Redirect> = ({
  doc,
  previousDoc,
  operation,
  req: { payload, context },
}) => {
  // This instance stops sending a changed redirect's old source at once; others at their refresh.
  if (operation === 'update' && previousDoc.from !== doc.from) forgetRedirect(previousDoc.from)
  revalidateContent(
    { payload, context },
    {
      tags: [TAGS.redirects],
      paths: [doc.from, ...(operation === 'update' ? [previousDoc.from] : []), '/sitemap.xml'],
    },
  )
  return doc
}

export const revalidateRedirectDelete: CollectionAfterDeleteHook<Redirect> = ({
  doc,
  req: { payload, context },
}) => {
  forgetRedirect(doc.from)
  revalidateContent(
    { payload, context },
    { tags: [TAGS.redirects], paths: [doc.from, '/sitemap.xml'] },
  )
  return doc
}

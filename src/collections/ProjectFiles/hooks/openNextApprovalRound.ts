import type { CollectionAfterChangeHook } from 'payload'

import type { ProjectFile } from '@/payload-types'

/**
 * A new version of a deliverable that has approval rounds opens the next round (the approvals
 * hook closes the open one): earlier decisions stay in the history but do not carry over.
 */
export const openNextApprovalRound: CollectionAfterChangeHook<ProjectFile> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || (doc.version ?? 1) <= (previousDoc.version ?? 1)) return doc
  // Trusted system calls: staff (the only ones who update files) have just replaced this one.
  const { docs } = await req.payload.find({
    collection: 'approvals',
    where: { file: { equals: doc.id } },
    sort: '-round',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const latest = docs[0]
  if (!latest) return doc
  await req.payload.create({
    collection: 'approvals',
    data: { file: doc.id, dueDate: latest.dueDate, status: 'pending' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return doc
}

import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted deliverable takes its approval rounds with it (each round must name its file). */
export const deleteApprovalRounds: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Trusted system delete: the caller has just been allowed to delete this file.
  await req.payload.delete({
    collection: 'approvals',
    where: { file: { equals: id } },
    overrideAccess: true,
    req,
  })
}

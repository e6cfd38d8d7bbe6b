import type { CollectionAfterChangeHook } from 'payload'

import { recordPortalEvent } from '@/features/portal/notifications/recordPortalEvent'
import type { ProjectFile } from '@/payload-types'

/** An uploaded file tells the other side (the seed's files are nobody's uploads). */
export const notifyFileUploaded: CollectionAfterChangeHook<ProjectFile> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return doc
  await recordPortalEvent(req, {
    kind: 'file',
    organisation: doc.organisation,
    project: doc.project,
    actor: req.user,
    summary: doc.filename ?? 'A file',
  })
  return doc
}

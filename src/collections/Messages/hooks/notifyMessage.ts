import type { CollectionAfterChangeHook } from 'payload'

import { recordPortalEvent } from '@/features/portal/notifications/recordPortalEvent'
import type { Message } from '@/payload-types'

/** A posted message tells the other side (the seed posts as nobody and tells no one). */
export const notifyMessage: CollectionAfterChangeHook<Message> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return doc
  await recordPortalEvent(req, {
    kind: 'message',
    organisation: doc.organisation,
    project: doc.project,
    actor: req.user,
    summary: doc.body,
  })
  return doc
}

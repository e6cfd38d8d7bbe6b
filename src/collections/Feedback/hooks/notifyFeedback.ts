import type { CollectionAfterChangeHook } from 'payload'

import { recordPortalEvent } from '@/features/portal/notifications/recordPortalEvent'
import type { Feedback } from '@/payload-types'

/** A client's feedback tells the agency: the project's staff contact, or the inbox. */
export const notifyFeedback: CollectionAfterChangeHook<Feedback> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return doc
  await recordPortalEvent(req, {
    kind: 'feedback',
    organisation: doc.organisation,
    project: doc.project ?? null,
    actor: req.user,
    summary: `${doc.category} (${doc.priority}): ${doc.text}`,
  })
  return doc
}

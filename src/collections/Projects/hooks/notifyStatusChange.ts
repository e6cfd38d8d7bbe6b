import type { CollectionAfterChangeHook } from 'payload'

import { recordPortalEvent } from '@/features/portal/notifications/recordPortalEvent'
import type { Project } from '@/payload-types'

import { PROJECT_STATUSES } from '../index'

const label = (status: string | null | undefined) =>
  PROJECT_STATUSES.find((s) => s.value === status)?.label ?? status ?? 'none'

/** Staff changing a project's status tell the organisation's people. */
export const notifyStatusChange: CollectionAfterChangeHook<Project> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !req.user) return doc
  if (previousDoc.status === doc.status) return doc
  await recordPortalEvent(req, {
    kind: 'status',
    organisation: doc.organisation,
    project: doc.id,
    actor: req.user,
    summary: `${doc.name}: ${label(previousDoc.status)} → ${label(doc.status)}`,
  })
  return doc
}

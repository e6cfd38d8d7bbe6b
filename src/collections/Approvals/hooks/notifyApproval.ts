import type { CollectionAfterChangeHook } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { recordPortalEvent } from '@/features/portal/notifications/recordPortalEvent'
import { refId } from '@/lib/refId'
import type { Approval } from '@/payload-types'
import { APPROVAL_DECISIONS, APPROVAL_STATUS_LABELS } from '@/validation/approvals'

const describe = (doc: Approval) =>
  `${doc.fileVersion?.filename ?? 'A file'} (version ${doc.fileVersion?.version ?? 1})`

/**
 * A new round closes the file's earlier open round (only the newest version can be decided) and
 * tells the client; a client's decision tells the agency.
 */
export const notifyApproval: CollectionAfterChangeHook<Approval> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'create') {
    // Trusted system update: staff have just been allowed to open the next round of this file.
    await req.payload.update({
      collection: 'approvals',
      where: {
        and: [
          { file: { equals: refId(doc.file) } },
          { status: { equals: 'pending' } },
          { id: { not_equals: doc.id } },
        ],
      },
      data: { status: 'superseded' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (req.user) {
      await recordPortalEvent(req, {
        kind: 'approval-requested',
        organisation: doc.organisation,
        project: doc.project,
        actor: req.user,
        summary: describe(doc),
      })
    }
    return doc
  }
  const decided =
    previousDoc.status === 'pending' &&
    (APPROVAL_DECISIONS as readonly string[]).includes(doc.status)
  if (decided && req.user && !hasStaffRole(req.user)) {
    const comment = doc.comment ? `: ${doc.comment}` : ''
    await recordPortalEvent(req, {
      kind: 'approval-decided',
      organisation: doc.organisation,
      project: doc.project,
      actor: req.user,
      summary: `${describe(doc)} — ${APPROVAL_STATUS_LABELS[doc.status]}${comment}`,
    })
  }
  return doc
}

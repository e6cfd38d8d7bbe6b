import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { refId } from '@/lib/refId'
import type { Approval } from '@/payload-types'
import * as messages from '@/validation/messages'

/** What a round is about and who asked: set once when it is created, never by the body. */
export const FIXED_FIELDS = [
  'file',
  'title',
  'project',
  'organisation',
  'round',
  'fileVersion',
  'requestedBy',
] as const satisfies ReadonlyArray<keyof Approval>

/**
 * A new round takes its project, organisation and file version from the file, and the next round
 * number of that file; after that those fields keep their stored values whatever an update says.
 */
export const assignApprovalRound: CollectionBeforeValidateHook<Approval> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  if (operation !== 'create') {
    if (originalDoc)
      for (const field of FIXED_FIELDS) Object.assign(data, { [field]: originalDoc[field] })
    return data
  }
  const fileId = refId(data.file)
  // Trusted read: only staff create rounds (collection access), and the file decides the rest.
  const file = fileId
    ? await req.payload.findByID({
        collection: 'project-files',
        id: fileId,
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
    : null
  if (!file) {
    throw new ValidationError({
      collection: 'approvals',
      errors: [{ path: 'file', message: messages.APPROVAL_FILE_REQUIRED }],
    })
  }
  const { docs } = await req.payload.find({
    collection: 'approvals',
    where: { file: { equals: file.id } },
    sort: '-round',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const round = (docs[0]?.round ?? 0) + 1
  const version = file.version ?? 1
  return {
    ...data,
    file: file.id,
    title: `${file.filename ?? 'File'} · round ${round}`,
    project: refId(file.project) ?? '',
    organisation: refId(file.organisation) ?? '',
    round,
    fileVersion: { filename: file.filename ?? null, filesize: file.filesize ?? null, version },
    requestedBy: req.user?.id ?? null,
    status: 'pending',
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    comment: null,
  }
}

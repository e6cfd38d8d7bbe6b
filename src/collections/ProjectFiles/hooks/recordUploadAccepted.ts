import type { CollectionAfterChangeHook } from 'payload'

import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { requestMeta } from '@/lib/clientAddress'
import type { ProjectFile } from '@/payload-types'

/** Logs each file a person uploads (the seed's files are not uploads by anyone). */
export const recordUploadAccepted: CollectionAfterChangeHook<ProjectFile> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user) return doc
  const { ip, userAgent } = requestMeta(req.headers)
  await recordSecurityEvent(
    req.payload,
    {
      type: 'upload-accepted',
      userId: req.user.id,
      email: req.user.email,
      ip,
      userAgent,
      details: `${doc.filename ?? 'file'} (${doc.mimeType ?? 'unknown type'}, ${doc.filesize ?? 0} bytes)`,
    },
    req,
  )
  return doc
}

import fs from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { UPLOAD_REFUSED } from '@/features/portal/upload'
import { requestMeta } from '@/lib/clientAddress'

import { inspectUpload } from '../inspectUpload'

/** The one upload gate for every way in; the stored type is the sniffed one (docs/decisions.md#uploads). */
export const refuseUnsafeUpload: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file || !req.user) return args

  const data = file.data.length
    ? file.data
    : file.tempFilePath
      ? await fs.readFile(file.tempFilePath)
      : Buffer.alloc(0)
  const result = await inspectUpload({ data, name: file.name, size: file.size })
  const { ip, userAgent } = requestMeta(req.headers)

  if (!result.ok) {
    await recordSecurityEvent(req.payload, {
      type: 'upload-refused',
      userId: req.user.id,
      email: req.user.email,
      ip,
      userAgent,
      details: `${file.name}: ${result.message}`,
    })
    throw new APIError(result.message, result.status, { reason: UPLOAD_REFUSED }, true)
  }

  req.file = { ...file, name: result.name, mimetype: result.mimeType }
  return args
}

import { notifyOnCreate } from '@/features/portal/notifications/recordPortalEvent'
import type { ProjectFile } from '@/payload-types'

/** An uploaded file tells the other side. */
export const notifyFileUploaded = notifyOnCreate<ProjectFile>(
  'file',
  (doc) => doc.filename ?? 'A file',
)

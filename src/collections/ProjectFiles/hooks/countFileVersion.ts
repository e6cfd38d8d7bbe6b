import type { CollectionBeforeChangeHook } from 'payload'

import type { ProjectFile } from '@/payload-types'

/**
 * A file starts at version 1 and counts up each time its stored file is replaced (an update that
 * carries a new upload); approval rounds record which version they are about.
 */
export const countFileVersion: CollectionBeforeChangeHook<ProjectFile> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === 'create') return { ...data, version: 1 }
  const stored = originalDoc?.version ?? 1
  return { ...data, version: req.file ? stored + 1 : stored }
}

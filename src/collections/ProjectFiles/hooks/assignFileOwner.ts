import type { CollectionBeforeValidateHook } from 'payload'

import { ownerForProject, refId } from '@/collections/Projects/projectClient'
import type { ProjectFile } from '@/payload-types'

/** Owner and uploader come from the project and the user, whatever the body says. */
export const assignFileOwner: CollectionBeforeValidateHook<ProjectFile> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const project = data.project ?? originalDoc?.project
  if (operation === 'create' || refId(data.project) !== refId(originalDoc?.project)) {
    data.owner = await ownerForProject(req, project)
  } else if (originalDoc) {
    data.owner = originalDoc.owner
  }
  if (operation === 'create') data.uploadedBy = req.user?.id ?? data.uploadedBy
  else if (originalDoc) data.uploadedBy = originalDoc.uploadedBy
  return data
}

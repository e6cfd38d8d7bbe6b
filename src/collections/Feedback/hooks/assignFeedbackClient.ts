import type { CollectionBeforeValidateHook } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { ownerForProject, refId } from '@/collections/Projects/projectClient'
import { cleanText } from '@/lib/cleanText'
import type { Feedback } from '@/payload-types'

/** Feedback is always the sender's own, about one of their projects; staff get the project's client filled in. */
export const assignFeedbackClient: CollectionBeforeValidateHook<Feedback> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const { user } = req
  const project = data.project ?? originalDoc?.project
  const projectChanged =
    operation === 'create' || refId(data.project) !== refId(originalDoc?.project)

  if (user && !hasStaffRole(user)) {
    if (operation !== 'create') return data
    if (project) await ownerForProject(req, project)
    data.client = user.id
    data.status = 'new'
    if (typeof data.text === 'string') data.text = cleanText(data.text)
    return data
  }

  if (project && projectChanged) data.client = await ownerForProject(req, project)
  return data
}

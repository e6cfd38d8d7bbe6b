import type { CollectionBeforeValidateHook } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { ownerForProject, refId } from '@/collections/Projects/projectClient'
import { cleanText } from '@/lib/cleanText'
import type { Message } from '@/payload-types'

/** Owner follows the project and author is the poster, whatever the body claims. */
export const assignMessageAuthor: CollectionBeforeValidateHook<Message> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const { user } = req

  if (operation === 'create' || refId(data.project) !== refId(originalDoc?.project)) {
    data.owner = await ownerForProject(req, data.project ?? originalDoc?.project)
  }
  if (operation !== 'create') return data

  if (user) data.author = user.id
  if (user && !hasStaffRole(user)) {
    data.authorName = user.name
    data.type = 'feedback'
    if (typeof data.body === 'string') data.body = cleanText(data.body)
  } else if (user && !data.authorName) {
    data.authorName = user.name
  }
  return data
}

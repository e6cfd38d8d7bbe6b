import type { Access } from 'payload'

import { hasEditorRole } from './roles'

/** Editors (and admins) read drafts too; everyone else, other staff included, only published versions. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasEditorRole(user)) return true
  return { _status: { equals: 'published' } }
}

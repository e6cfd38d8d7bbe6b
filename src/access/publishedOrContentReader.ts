import type { Access } from 'payload'

import { readsSalesContent } from './roles'

/** Editors and sales read drafts too; everyone else only published versions. */
export const publishedOrContentReader: Access = ({ req: { user } }) => {
  if (readsSalesContent(user)) return true
  return { _status: { equals: 'published' } }
}

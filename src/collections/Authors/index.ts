import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { editedBy } from '@/access/accessPresets'
import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import type { Author } from '@/payload-types'
import { TAGS } from '@/utilities/cacheTags'
import { revalidateContent } from '@/utilities/revalidate'

// An author has no page of its own: the article pages, lists and feed that name them carry its tag.
const revalidateAuthor: CollectionAfterChangeHook<Author> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, { tags: [TAGS.authors] })
  return doc
}
const revalidateAuthorDelete: CollectionAfterDeleteHook<Author> = ({
  doc,
  req: { payload, context },
}) => {
  revalidateContent({ payload, context }, { tags: [TAGS.authors] })
  return doc
}

/**
 * The public byline of an article: a staff member's public name, photo and role. Kept apart from
 * `users`, whose records are private accounts; no e-mail address or login is ever shown.
 */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: {
    group: 'Insights',
    hidden: shownOnlyTo(hasEditorRole),
    useAsTitle: 'name',
    defaultColumns: ['name', 'role'],
  },
  access: editedBy(isEditor, anyone),
  defaultSort: 'name',
  hooks: { afterChange: [revalidateAuthor], afterDelete: [revalidateAuthorDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'role',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'Shown under the name, e.g. Head of E-commerce.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
}

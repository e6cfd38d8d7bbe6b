import type { CollectionBeforeChangeHook, GroupField } from 'payload'

import type { CollectionContentType, PublicDoc } from '@/utilities/contentTypes'

/**
 * What the site search reads of a document (src/db/search.ts): its title, the summary a hit shows
 * and its words, worked out from the content type's description on every save. Hidden from the
 * admin and the API; the main table holds the published version's, as the public sees it.
 */
export const searchFields: GroupField = {
  name: 'searchIndex',
  type: 'group',
  hidden: true,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'summary', type: 'text' },
    { name: 'text', type: 'textarea' },
  ],
}

export const searchIndexOf = (type: CollectionContentType, doc: PublicDoc) =>
  type.search
    ? {
        title: type.search.title(doc),
        summary: type.search.summary(doc),
        text: type.search.text(doc),
      }
    : null

export const fillSearchFields =
  (type: CollectionContentType): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => ({
    ...data,
    searchIndex: searchIndexOf(type, { ...(originalDoc ?? {}), ...data } as PublicDoc),
  })

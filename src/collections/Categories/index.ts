import type { CollectionConfig } from 'payload'

import { editedBy } from '@/access/accessPresets'
import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { slugField } from '@/fields/slug'

import { revalidateDeletedDocument, revalidateDocument } from '../revalidateDescribed'

/**
 * A topic of the insights, with its own list at /insights/category/{slug}. Not drafted, so it
 * takes its content type's revalidation here rather than from draftedContent.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: {
    group: 'Insights',
    hidden: shownOnlyTo(hasEditorRole),
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug'],
  },
  access: editedBy(isEditor, anyone),
  defaultSort: 'title',
  hooks: {
    afterChange: [revalidateDocument('categories')],
    afterDelete: [revalidateDeletedDocument('categories')],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 60 },
    slugField('The category in /insights/category/{slug}, e.g. e-commerce.'),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'The introduction of its list page, and its search description.' },
    },
  ],
}

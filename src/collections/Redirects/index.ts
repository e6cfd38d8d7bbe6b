import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, TextFieldSingleValidation } from 'payload'

import { editedBy } from '@/access/accessPresets'
import { isEditor } from '@/access/isEditor'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { previewCollections } from '@/utilities/contentTypes'
import { INVALID_FORMAT } from '@/validation/messages'
import { redirectFromSchema, redirectUrlSchema } from '@/validation/redirect'

import { normalizeRedirectFrom, refuseRedirectLoop } from './hooks/refuseRedirectLoop'
import {
  collapseRedirectChain,
  revalidateRedirect,
  revalidateRedirectDelete,
} from './hooks/revalidateRedirect'

const validateWith =
  (schema: typeof redirectFromSchema | typeof redirectUrlSchema): TextFieldSingleValidation =>
  (value) => {
    if (value === null || value === undefined || value === '') return true
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? INVALID_FORMAT)
  }

/** The plugin's fields, with our path rules and help text for staff. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text' && !field.hasMany) {
      return {
        ...field,
        validate: validateWith(redirectFromSchema),
        admin: { description: 'The old path on this site, e.g. /services/seo-optimization.' },
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) =>
          'name' in sub && sub.name === 'url' && sub.type === 'text' && !sub.hasMany
            ? {
                ...sub,
                validate: validateWith(redirectUrlSchema),
                admin: {
                  ...sub.admin,
                  description:
                    'A path on this site (/contact) or a full address on another site (https://…).',
                },
              }
            : sub,
        ),
      }
    }
    return field
  })
}

/**
 * Old paths answered with a permanent 308 by the proxy (src/features/content/redirects). Staff-only records:
 * the public never reads them through the API, the server reads them with overrideAccess.
 */
export const redirectsCollectionPlugin = redirectsPlugin({
  // Staff may point a redirect at any document with a page of its own.
  collections: previewCollections(),
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      hidden: shownOnlyTo(hasEditorRole),
      description:
        'An old address sent on to a new one (308). Changing a published slug adds one by itself.',
    },
    access: editedBy(isEditor, isEditor),
    fields: redirectFields,
    hooks: {
      beforeValidate: [normalizeRedirectFrom],
      beforeChange: [refuseRedirectLoop],
      afterChange: [collapseRedirectChain, revalidateRedirect],
      afterDelete: [revalidateRedirectDelete],
    },
  },
})

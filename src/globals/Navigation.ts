import type { GlobalConfig } from 'payload'

import { publicSettings } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { linkFields, linksField } from '@/fields/link'

import { revalidateNavigation } from './hooks/revalidateGlobals'

/** The header's and the footer's links, so a new page or section reaches the menus without a developer. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Content', hidden: shownOnlyTo(hasEditorRole) },
  access: publicSettings,
  hooks: { afterChange: [revalidateNavigation] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Header',
          fields: [
            linksField('headerLinks', { minRows: 1, maxRows: 8, label: 'Menu links' }),
            {
              name: 'headerButton',
              type: 'group',
              label: 'Button',
              admin: { description: "The header's highlighted button, e.g. Get Started." },
              fields: linkFields,
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footerColumns',
              type: 'array',
              label: 'Link columns',
              required: true,
              minRows: 1,
              maxRows: 3,
              labels: { singular: 'Column', plural: 'Columns' },
              fields: [
                { name: 'heading', type: 'text', required: true, maxLength: 40 },
                linksField('links', { minRows: 1, maxRows: 10 }),
              ],
            },
          ],
        },
      ],
    },
  ],
}

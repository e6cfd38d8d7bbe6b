import type { GlobalConfig } from 'payload'

import { adminSettings } from '@/access/accessPresets'
import { hasAdminRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'

import { revalidateSiteSettings } from './hooks/revalidateGlobals'

const figure = (name: string, label: string, description?: string) =>
  ({ name, label, type: 'number', required: true, min: 0, admin: { description } }) as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', hidden: shownOnlyTo(hasAdminRole) },
  access: adminSettings,
  hooks: { afterChange: [revalidateSiteSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'brandName', type: 'text', required: true, maxLength: 60 },
            { name: 'tagline', type: 'text', maxLength: 160 },
            {
              name: 'contactEmail',
              type: 'email',
              required: true,
              admin: {
                description: 'The info mailbox: the footer link and where enquiries are sent.',
              },
            },
            { name: 'phone', type: 'text', maxLength: 30 },
            { name: 'address', type: 'textarea', maxLength: 300 },
            { name: 'socialUrl', type: 'text', maxLength: 300, label: 'Social profile link' },
            {
              name: 'siteUrl',
              type: 'text',
              maxLength: 300,
              admin: {
                description:
                  "Leave empty to use the server's public address (NEXT_PUBLIC_SERVER_URL). Set it only to override that address in canonical links, the sitemap and share cards.",
              },
            },
          ],
        },
        {
          label: 'Marketing figures',
          fields: [
            {
              type: 'row',
              fields: [
                figure('rating', 'Client rating', 'e.g. 4.9 (out of 5)'),
                figure('happyClients', 'Happy clients', 'Shown as 500+'),
                figure('projectsCompleted', 'Projects completed', 'Shown as 1,200+'),
              ],
            },
            {
              type: 'row',
              fields: [
                figure('yearsExperience', 'Years of experience', 'Shown as 8+'),
                figure('foundedYear', 'Founded (year)'),
                figure('uptime', 'Uptime guarantee (%)', 'e.g. 99.9'),
              ],
            },
            {
              type: 'row',
              fields: [
                figure('satisfaction', 'Client satisfaction (%)', 'e.g. 98'),
                {
                  name: 'supportHours',
                  type: 'text',
                  required: true,
                  defaultValue: '24/7',
                  label: 'Support hours',
                },
                figure('replyHours', 'Reply promise (hours)', 'e.g. 24'),
              ],
            },
            {
              name: 'templateStats',
              type: 'group',
              label: 'Template gallery figures',
              fields: [
                {
                  type: 'row',
                  fields: [
                    figure('templates', 'Templates', 'Shown as 50+'),
                    figure('industries', 'Industries', 'Shown as 15+'),
                    figure('downloads', 'Downloads', 'Shown as 10K+'),
                    figure('averageRating', 'Average rating', 'e.g. 4.8'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Privacy',
          fields: [
            {
              name: 'informationOfficer',
              type: 'group',
              label: 'Information Officer',
              admin: {
                description:
                  'Named in the privacy policy and the PAIA manual. Without an email address, the info mailbox is shown.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', maxLength: 100 },
                    { name: 'email', type: 'email' },
                    { name: 'phone', type: 'text', maxLength: 30 },
                  ],
                },
              ],
            },
            {
              name: 'retentionMonths',
              type: 'number',
              label: 'Keep leads for (months)',
              min: 1,
              defaultValue: 24,
              admin: {
                description:
                  'Enquiries and callbacks older than this, unless won, are anonymised by a daily job. Empty keeps them forever. The privacy policy states this period.',
              },
            },
            {
              name: 'auditRetentionMonths',
              type: 'number',
              label: 'Keep the audit log for (months)',
              min: 1,
              defaultValue: 24,
              admin: {
                description:
                  'Audit entries older than this are deleted by a daily job. Empty keeps 24 months.',
              },
            },
          ],
        },
      ],
    },
  ],
}

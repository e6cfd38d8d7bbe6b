import { lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { CollectionConfig } from 'payload'

import { salesContent } from '@/access/accessPresets'
import { readsSalesContent } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { RESERVED_ARTICLE_SLUGS } from '@/utilities/paths'

import { draftedContent } from '../draftedContent'
import { articleDerivedFields } from './hooks/articleDerivedFields'

/**
 * An insight at /insights/{slug}: listed, per category, in the feed, the sitemap and search
 * (its content type, src/utilities/contentTypes.ts, drives revalidation, preview and redirects).
 */
export const Articles: CollectionConfig = {
  ...draftedContent({
    slug: 'articles',
    admin: {
      group: 'Insights',
      // Sales read articles, drafts included, as they read case studies: content that sells.
      hidden: shownOnlyTo(readsSalesContent),
      useAsTitle: 'title',
      defaultColumns: ['title', 'author', 'publishedAt', '_status'],
    },
    defaultSort: '-publishedAt',
    hooks: { beforeChange: [articleDerivedFields] },
    fields: [
      { name: 'title', type: 'text', required: true, maxLength: 120 },
      slugField('The article in /insights/{slug}.', { reserved: RESERVED_ARTICLE_SLUGS }),
      {
        name: 'excerpt',
        type: 'textarea',
        required: true,
        maxLength: 300,
        admin: { description: 'One or two sentences for the lists, the feed and search results.' },
      },
      { name: 'heroImage', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'body',
        type: 'richText',
        required: true,
        // Pictures in the body come from the media library only, never from client files.
        editor: lexicalEditor({
          features: ({ defaultFeatures }) => [
            ...defaultFeatures.filter((feature) => feature.key !== 'upload'),
            UploadFeature({ enabledCollections: ['media'] }),
          ],
        }),
      },
      seoField,
      {
        name: 'author',
        type: 'relationship',
        relationTo: 'authors',
        required: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'categories',
        type: 'relationship',
        relationTo: 'categories',
        hasMany: true,
        required: true,
        minRows: 1,
        admin: { position: 'sidebar' },
      },
      {
        name: 'publishedAt',
        type: 'date',
        index: true,
        admin: {
          position: 'sidebar',
          date: { pickerAppearance: 'dayAndTime' },
          description: 'Set on the first publish when left empty; the lists and feed sort by it.',
        },
      },
      {
        name: 'readingMinutes',
        type: 'number',
        admin: { position: 'sidebar', readOnly: true, description: 'Computed from the body.' },
      },
    ],
  }),
  access: salesContent,
}

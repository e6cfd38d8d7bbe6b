import type { CollectionConfig } from 'payload'

import { publishedContent } from '@/access/accessPresets'

/**
 * Site content staff edit as drafts, with preview and live preview (payload.config.ts
 * admin.livePreview); the public reads published versions only.
 */
export const draftedContent = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  admin: { group: 'Content', ...config.admin },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
  access: publishedContent,
})

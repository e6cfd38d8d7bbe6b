import type { CollectionConfig } from 'payload'

import { publishedContent } from '@/access/accessPresets'
import { hasEditorRole } from '@/access/roles'
import { shownOnlyTo } from '@/access/shownOnlyTo'

/**
 * Site content editors edit as drafts, with preview and live preview (payload.config.ts
 * admin.livePreview); the public reads published versions only. A publish or unpublish can be
 * scheduled: Payload queues a `schedulePublish` job that our runner picks up (src/lib/schedulePublish).
 */
export const draftedContent = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  admin: { group: 'Content', hidden: shownOnlyTo(hasEditorRole), ...config.admin },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: publishedContent,
})

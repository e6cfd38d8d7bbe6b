import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@/payload-types'
import { readingMinutes } from '@/lib/readingTime'

/**
 * Stores the reading time with the article, so lists and the feed need not load every body, and
 * dates an article on its first publish when the editor set no date.
 */
export const articleDerivedFields: CollectionBeforeChangeHook<Article> = ({ data }) => {
  if (data.body !== undefined) data.readingMinutes = readingMinutes(data.body)
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

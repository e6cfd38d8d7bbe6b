import type { GlobalAfterChangeHook } from 'payload'

import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'
import { revalidateContent } from '@/utilities/revalidate'

/** Site settings feed the header, footer and metadata of every page: the whole layout. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.siteSettings], layouts: [PATHS.home] })
  return doc
}

export const revalidateHomePage: GlobalAfterChangeHook = ({ doc, req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.homePage], paths: [PATHS.home] })
  return doc
}

export const revalidateAboutPage: GlobalAfterChangeHook = ({ doc, req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.aboutPage], paths: [PATHS.about] })
  return doc
}

export const revalidateEstimatorSettings: GlobalAfterChangeHook = ({ doc, req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.estimatorSettings], paths: [PATHS.aiEstimator] })
  return doc
}

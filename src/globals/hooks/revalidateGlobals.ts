import type { GlobalAfterChangeHook } from 'payload'

import { TAGS } from '@/utilities/cacheTags'
import { PATHS } from '@/utilities/paths'
import { revalidateContent } from '@/utilities/revalidate'

// Returning nothing keeps the saved document as it is (Payload uses `hookResult || doc`).

/** Site settings feed the header, footer and metadata of every page: the whole layout. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.siteSettings], layouts: [PATHS.home] })
}

/** The header and footer links are on every page. */
export const revalidateNavigation: GlobalAfterChangeHook = ({ req: { payload, context } }) => {
  revalidateContent({ payload, context }, { tags: [TAGS.navigation], layouts: [PATHS.home] })
}

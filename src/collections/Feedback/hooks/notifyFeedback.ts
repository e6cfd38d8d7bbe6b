import { notifyOnCreate } from '@/features/portal/notifications/recordPortalEvent'
import type { Feedback } from '@/payload-types'

/** A client's feedback tells the agency: the project's staff contact, or the inbox. */
export const notifyFeedback = notifyOnCreate<Feedback>(
  'feedback',
  (doc) => `${doc.category} (${doc.priority}): ${doc.text}`,
)

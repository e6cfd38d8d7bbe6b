import { notifyOnCreate } from '@/features/portal/notifications/recordPortalEvent'
import type { Message } from '@/payload-types'

/** A posted message tells the other side. */
export const notifyMessage = notifyOnCreate<Message>('message', (doc) => doc.body)

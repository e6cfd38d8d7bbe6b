'use server'

import { hasPortalRole } from '@/access/roles'
import { getPortalSession } from '@/features/portal/data/portal'
import { invalidInput, type ActionResult } from '@/lib/actionResult'
import * as messages from '@/validation/messages'
import {
  notificationSettingsSchema,
  seenSectionSchema,
  type NotificationChoice,
} from '@/validation/portalNotifications'

const SEEN_FIELD = { messages: 'messagesSeenAt', files: 'filesSeenAt' } as const

/** Any portal member, viewers too: these are their own settings, not their organisation's work. */
const signedInMember = async () => {
  const session = await getPortalSession()
  return hasPortalRole(session.user) ? { ...session, user: session.user } : null
}

/** Every event, a daily digest or none: the member's own choice, saved on their own account. */
export async function saveNotificationSettingsAction(
  input: unknown,
): Promise<ActionResult<{ notifications: NotificationChoice }>> {
  const session = await signedInMember()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const parsed = notificationSettingsSchema.safeParse(input)
  if (!parsed.success) return invalidInput(parsed.error)
  try {
    // Users' update access: self only, so this can change no one else's account.
    await session.payload.update({
      collection: 'users',
      id: session.user.id,
      data: { notifications: parsed.data.notifications },
      user: session.user,
      overrideAccess: false,
    })
    return { ok: true, data: parsed.data }
  } catch (err) {
    session.payload.logger.error({ err, msg: 'Portal: could not save notification settings' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}

/**
 * Called by a tab when the member opens it. The page is not revalidated: the "New" marks stay
 * until the next visit, so the member sees what was new when they looked.
 */
export async function markPortalSeenAction(section: unknown): Promise<ActionResult<null>> {
  const session = await signedInMember()
  if (!session) return { ok: false, message: messages.ACCESS_DENIED.description }
  const parsed = seenSectionSchema.safeParse(section)
  if (!parsed.success) return { ok: false, message: messages.INVALID_REQUEST }
  try {
    await session.payload.update({
      collection: 'users',
      id: session.user.id,
      data: { [SEEN_FIELD[parsed.data]]: new Date().toISOString() },
      user: session.user,
      overrideAccess: false,
    })
    return { ok: true, data: null }
  } catch (err) {
    session.payload.logger.error({ err, msg: 'Portal: could not mark a section seen' })
    return { ok: false, message: messages.UNEXPECTED }
  }
}

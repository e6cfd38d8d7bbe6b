import * as z from './zod'

import * as messages from './messages'

/** How often a portal member hears of their organisation's events; staff always get each one. */
export const NOTIFICATION_CHOICES = [
  { value: 'every', label: 'Every update, as it happens' },
  { value: 'digest', label: 'One daily digest' },
  { value: 'none', label: 'No emails' },
] as const
export type NotificationChoice = (typeof NOTIFICATION_CHOICES)[number]['value']

export const notificationSettingsSchema = z.object({
  notifications: z.enum(
    NOTIFICATION_CHOICES.map((c) => c.value) as [NotificationChoice, ...NotificationChoice[]],
    messages.FIELD_REQUIRED,
  ),
})
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>

/** The portal tabs whose new items are counted; opening one marks it seen. */
export const SEEN_SECTIONS = ['messages', 'files'] as const
export type SeenSection = (typeof SEEN_SECTIONS)[number]
export const seenSectionSchema = z.enum(SEEN_SECTIONS)

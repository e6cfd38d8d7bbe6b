export { NOTIFICATION_CHOICES, type NotificationChoice } from '@/validation/portalNotifications'

/** What happened in a client workspace, and who hears of it: the client side or the agency. */
export const PORTAL_EVENT_KINDS = [
  'message',
  'file',
  'feedback',
  'status',
  'approval-requested',
  'approval-decided',
] as const
export type PortalEventKind = (typeof PORTAL_EVENT_KINDS)[number]

/** Staff act and the organisation's people hear of it; a client acts and the agency does. */
export const PORTAL_AUDIENCES = ['client', 'agency'] as const
export type PortalAudience = (typeof PORTAL_AUDIENCES)[number]

export const PORTAL_EVENT_LABELS: Readonly<Record<PortalEventKind, string>> = {
  message: 'New message',
  file: 'New file',
  feedback: 'New feedback',
  status: 'Status changed',
  'approval-requested': 'Approval requested',
  'approval-decided': 'Approval decided',
}

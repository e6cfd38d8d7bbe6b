import { AGENCY_TIME_ZONE as TIME_ZONE } from '@/lib/callbackSlots'

const dateFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeZone: TIME_ZONE })
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
})

/** '22 Nov 2026' in South African time, or '' for a missing date. */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? dateFormat.format(new Date(iso)) : ''

/** '22 Nov 2026, 14:05' in South African time. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dateTimeFormat.format(new Date(iso)) : ''

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF',
  'text/plain': 'Text',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
}

/** The file's type as a person would name it. */
export const fileTypeLabel = (mimeType: string | null | undefined): string =>
  (mimeType && TYPE_LABELS[mimeType]) || 'File'

/** The reply-by promise: 24 hours, nights and weekends included (not business hours). */

const HOUR_MS = 3_600_000

export const DEFAULT_REPLY_HOURS = 24

/** Reminders go out once this share of a lead's window has passed. */
export const REMINDER_AT_FRACTION = 0.75
export const DUE_SOON_HOURS = 4

export type SlaLead =
  | { kind: 'enquiry'; status: string; receivedAt: Date }
  | { kind: 'callback'; status: string; receivedAt: Date; preferredTime: Date }

/** For a callback the booked slot is the reply-by; spam carries no promise. */
export function replyByFor(lead: SlaLead, replyHours: number): Date | null {
  if (lead.status === 'spam') return null
  if (lead.kind === 'callback') return lead.preferredTime
  return new Date(lead.receivedAt.getTime() + replyHours * HOUR_MS)
}

export function reminderDueAt(receivedAt: Date, replyBy: Date): Date {
  const window = Math.max(0, replyBy.getTime() - receivedAt.getTime())
  return new Date(receivedAt.getTime() + window * REMINDER_AT_FRACTION)
}

export type SlaState =
  | { kind: 'none' }
  | { kind: 'replied' }
  | { kind: 'open'; msLeft: number; overdue: boolean; dueSoon: boolean }

/** What the lists show: only a lead still 'new' with a reply-by has a clock running. */
export function slaState(
  lead: { status?: string | null; replyBy?: string | null; firstRepliedAt?: string | null },
  now: Date,
): SlaState {
  if (!lead.replyBy || lead.status === 'spam') return { kind: 'none' }
  if (lead.status !== 'new' || lead.firstRepliedAt) return { kind: 'replied' }
  const msLeft = new Date(lead.replyBy).getTime() - now.getTime()
  return {
    kind: 'open',
    msLeft,
    overdue: msLeft < 0,
    dueSoon: msLeft >= 0 && msLeft < DUE_SOON_HOURS * HOUR_MS,
  }
}

export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return mins > 0 ? `${hours} h ${mins} min` : `${hours} h`
  return `${mins} min`
}

export function slaLabel(state: SlaState): string {
  if (state.kind === 'none') return '—'
  if (state.kind === 'replied') return 'Replied'
  return state.overdue
    ? `Overdue by ${formatDuration(state.msLeft)}`
    : `${formatDuration(state.msLeft)} left`
}

import {
  callbackAdminUrl,
  inviteFor,
  manageUrlFor,
  type Booking,
} from '@/lib/leadDesk/bookingLinks'

import {
  ActionButton,
  EmailLayout,
  formatCallbackTime,
  headerSafe,
  Paragraphs,
  type EmailDraft,
} from './kit'
import type { Agency } from './leadEmails'

/** Emails for a booking moved or cancelled from its manage link. */

const staffEmail = (
  agency: Agency,
  subject: string,
  lines: readonly string[],
  recordUrl: string,
  invite: EmailDraft['invite'],
): EmailDraft => ({
  to: headerSafe(agency.contactEmail, 255),
  subject: headerSafe(subject),
  body: (
    <EmailLayout brandName={agency.brandName} heading={subject}>
      <Paragraphs lines={lines} />
      <ActionButton href={recordUrl} label="Open the callback" />
    </EmailLayout>
  ),
  invite,
})

const visitorEmail = (booking: Booking, subject: string, body: EmailDraft['body']) => ({
  to: headerSafe(booking.visitor.email, 255),
  subject: headerSafe(subject),
  replyTo: headerSafe(booking.agency.contactEmail, 255),
  body,
})

/** The visitor moved their call: a new confirmation with a fresh link, and the updated invite for both. */
export function bookingMovedEmails(booking: Booking, previous: Date, secret: string): EmailDraft[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  const invite = { method: 'REQUEST', content: inviteFor(booking, 'REQUEST') } as const
  const subject = `Your callback with ${agency.brandName} has moved: ${when}`
  return [
    {
      ...visitorEmail(
        booking,
        subject,
        <EmailLayout brandName={agency.brandName} heading={subject}>
          <Paragraphs
            lines={[
              `Hello ${visitor.name},`,
              `Your free consultation is now on ${when}. The calendar invite attached replaces the earlier one.`,
              'To cancel or move it again, open this link (it works until the call starts):',
            ]}
          />
          <ActionButton
            href={manageUrlFor(booking.id, booking.preferredTime, secret)}
            label="Cancel or reschedule"
          />
          <Paragraphs lines={[agency.brandName]} />
        </EmailLayout>,
      ),
      invite,
    },
    staffEmail(
      agency,
      `Callback moved: ${visitor.name}, ${when}`,
      [`${visitor.name} moved their callback from ${formatCallbackTime(previous)} to ${when}.`],
      callbackAdminUrl(booking.id),
      invite,
    ),
  ]
}

/** The visitor cancelled: a cancelled invite for both, so the call leaves their calendars. */
export function bookingCancelledEmails(booking: Booking): EmailDraft[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  const invite = { method: 'CANCEL', content: inviteFor(booking, 'CANCEL') } as const
  const subject = `Your callback with ${agency.brandName} is cancelled`
  return [
    {
      ...visitorEmail(
        booking,
        subject,
        <EmailLayout brandName={agency.brandName} heading={subject}>
          <Paragraphs
            lines={[
              `Hello ${visitor.name},`,
              `Your free consultation on ${when} is cancelled. You are welcome to book another time on our website.`,
              agency.brandName,
            ]}
          />
        </EmailLayout>,
      ),
      invite,
    },
    staffEmail(
      agency,
      `Callback cancelled: ${visitor.name}, ${when}`,
      [`${visitor.name} cancelled their callback on ${when}. The slot is free again.`],
      callbackAdminUrl(booking.id),
      invite,
    ),
  ]
}

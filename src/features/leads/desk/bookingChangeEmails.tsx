import type { ReactNode } from 'react'

import { formatCallbackTime } from '@/lib/agencyTime'
import {
  callbackAdminUrl,
  inviteFor,
  manageUrlFor,
  type Booking,
} from '@/features/leads/desk/bookingLinks'

import { ActionButton, EmailLayout, headerSafe, Paragraphs, type EmailDraft } from '@/emails/kit'

/** Emails for a booking moved or cancelled from its manage link. */

interface Change {
  readonly method: 'REQUEST' | 'CANCEL'
  readonly visitor: { readonly subject: string; readonly body: ReactNode }
  readonly staff: { readonly subject: string; readonly line: string }
}

/** The visitor's email and the agency's, both carrying the updated (or cancelled) invite. */
function changeEmails(booking: Booking, change: Change): EmailDraft[] {
  const { agency } = booking
  const invite = { method: change.method, content: inviteFor(booking, change.method) }
  return [
    {
      to: headerSafe(booking.visitor.email, 255),
      subject: headerSafe(change.visitor.subject),
      replyTo: headerSafe(agency.contactEmail, 255),
      body: (
        <EmailLayout brandName={agency.brandName} heading={change.visitor.subject}>
          {change.visitor.body}
          <Paragraphs lines={[agency.brandName]} />
        </EmailLayout>
      ),
      invite,
    },
    {
      to: headerSafe(agency.contactEmail, 255),
      subject: headerSafe(change.staff.subject),
      body: (
        <EmailLayout brandName={agency.brandName} heading={change.staff.subject}>
          <Paragraphs lines={[change.staff.line]} />
          <ActionButton href={callbackAdminUrl(booking.id)} label="Open the callback" />
        </EmailLayout>
      ),
      invite,
    },
  ]
}

/** The visitor moved their call: a new confirmation with a fresh link, and the updated invite for both. */
export function bookingMovedEmails(booking: Booking, previous: Date, secret: string): EmailDraft[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  return changeEmails(booking, {
    method: 'REQUEST',
    visitor: {
      subject: `Your callback with ${agency.brandName} has moved: ${when}`,
      body: (
        <>
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
        </>
      ),
    },
    staff: {
      subject: `Callback moved: ${visitor.name}, ${when}`,
      line: `${visitor.name} moved their callback from ${formatCallbackTime(previous)} to ${when}.`,
    },
  })
}

/** The visitor cancelled: a cancelled invite for both, so the call leaves their calendars. */
export function bookingCancelledEmails(booking: Booking): EmailDraft[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  return changeEmails(booking, {
    method: 'CANCEL',
    visitor: {
      subject: `Your callback with ${agency.brandName} is cancelled`,
      body: (
        <Paragraphs
          lines={[
            `Hello ${visitor.name},`,
            `Your free consultation on ${when} is cancelled. You are welcome to book another time on our website.`,
          ]}
        />
      ),
    },
    staff: {
      subject: `Callback cancelled: ${visitor.name}, ${when}`,
      line: `${visitor.name} cancelled their callback on ${when}. The slot is free again.`,
    },
  })
}

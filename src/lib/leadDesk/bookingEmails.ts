import {
  formatCallbackTime,
  headerSafe,
  htmlDocument,
  linkParagraph,
  paragraphs,
  type Agency,
  type BookingExtras,
  type EmailMessage,
} from '@/lib/leads/emails'
import { env } from '@/utilities/env'

import { callbackInvite, type InviteMethod } from './invite'
import { issueManageToken, manageBookingPath } from './manageToken'

/** Emails for a booking moved or cancelled from its manage link. */

interface Booking {
  readonly id: string
  readonly preferredTime: Date
  readonly sequence: number
  readonly visitor: { readonly name: string; readonly email: string }
  readonly agency: Agency
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host
  } catch {
    return 'localhost'
  }
}

const inviteFor = (booking: Booking, method: InviteMethod): string =>
  callbackInvite({
    callbackId: booking.id,
    preferredTime: booking.preferredTime,
    sequence: booking.sequence,
    method,
    agency: booking.agency,
    visitor: booking.visitor,
    host: hostOf(env.serverUrl),
  })

export const manageUrlFor = (id: string, slot: Date, secret: string): string =>
  `${env.serverUrl}${manageBookingPath(issueManageToken(id, slot, secret))}`

export function bookingExtras(booking: Booking & { secret: string }): BookingExtras {
  return {
    invite: inviteFor(booking, 'REQUEST'),
    manageUrl: manageUrlFor(booking.id, booking.preferredTime, booking.secret),
  }
}

const adminUrl = (id: string): string => `${env.serverUrl}/admin/collections/callbacks/${id}`

const staffEmail = (
  agency: Agency,
  subject: string,
  lines: readonly string[],
  invite: EmailMessage['invite'],
): EmailMessage => ({
  to: headerSafe(agency.contactEmail, 255),
  subject: headerSafe(subject),
  text: `${lines.join('\n\n')}\n`,
  html: htmlDocument(subject, paragraphs(lines)),
  invite,
})

/** The visitor moved their call: a new confirmation with a fresh link, and the updated invite for both. */
export function bookingMovedEmails(
  booking: Booking,
  previous: Date,
  secret: string,
): EmailMessage[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  const invite = { method: 'REQUEST', content: inviteFor(booking, 'REQUEST') } as const
  const manageUrl = manageUrlFor(booking.id, booking.preferredTime, secret)
  const subject = `Your callback with ${agency.brandName} has moved: ${when}`
  const lines = [
    `Hello ${visitor.name},`,
    `Your free consultation is now on ${when}. The calendar invite attached replaces the earlier one.`,
  ]
  const manage = 'To cancel or move it again, open this link (it works until the call starts):'
  return [
    {
      to: headerSafe(visitor.email, 255),
      subject: headerSafe(subject),
      replyTo: headerSafe(agency.contactEmail, 255),
      text: `${lines.join('\n\n')}\n\n${manage} ${manageUrl}\n\n${agency.brandName}\n`,
      html: htmlDocument(
        subject,
        paragraphs(lines) +
          linkParagraph(manage, 'Cancel or reschedule', manageUrl) +
          paragraphs([agency.brandName]),
      ),
      invite,
    },
    staffEmail(
      agency,
      `Callback moved: ${visitor.name}, ${when}`,
      [
        `${visitor.name} moved their callback from ${formatCallbackTime(previous)} to ${when}.`,
        `Record: ${adminUrl(booking.id)}`,
      ],
      invite,
    ),
  ]
}

/** The visitor cancelled: a cancelled invite for both, so the call leaves their calendars. */
export function bookingCancelledEmails(booking: Booking): EmailMessage[] {
  const { agency, visitor } = booking
  const when = formatCallbackTime(booking.preferredTime)
  const invite = { method: 'CANCEL', content: inviteFor(booking, 'CANCEL') } as const
  const subject = `Your callback with ${agency.brandName} is cancelled`
  const lines = [
    `Hello ${visitor.name},`,
    `Your free consultation on ${when} is cancelled. You are welcome to book another time on our website.`,
    agency.brandName,
  ]
  return [
    {
      to: headerSafe(visitor.email, 255),
      subject: headerSafe(subject),
      replyTo: headerSafe(agency.contactEmail, 255),
      text: `${lines.join('\n\n')}\n`,
      html: htmlDocument(subject, paragraphs(lines)),
      invite,
    },
    staffEmail(
      agency,
      `Callback cancelled: ${visitor.name}, ${when}`,
      [
        `${visitor.name} cancelled their callback on ${when}. The slot is free again.`,
        `Record: ${adminUrl(booking.id)}`,
      ],
      invite,
    ),
  ]
}

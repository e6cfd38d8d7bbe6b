import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

import { AGENCY_TIME_ZONE } from '@/lib/callbackSlots'
import type { Callback } from '@/validation/callback'
import type { Enquiry } from '@/validation/enquiry'
import { messageSent, quoteSent } from '@/validation/messages'
import { formatPhone, phoneHref } from '@/validation/phone'
import { optionLabel } from '@/lib/serviceOptions'
import { BUDGET_OPTIONS, TIMELINE_OPTIONS, TOPIC_OPTIONS, type Option } from '@/validation/options'

/**
 * The emails a submission sends, as plain data for the `sendEmail` job. Pure functions: no I/O.
 *
 * - Every value a visitor typed is HTML-escaped in the HTML part.
 * - Header values (subject, reply-to) lose CR, LF and other control characters, so nothing a
 *   visitor types can add a header or a recipient.
 * - Recipients: the agency mailbox from site settings, and the visitor's own validated address.
 * - The acknowledgement repeats nothing the visitor wrote except their name (letters, spaces,
 *   apostrophes and hyphens only): otherwise anyone could make us mail their text to a stranger
 *   by typing the stranger's address into the form.
 */

export interface EmailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly replyTo?: string
  /** A calendar invite (.ics text), sent as the message's text/calendar part. */
  readonly invite?: { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string }
}

/** What a stored callback adds to its emails: the invite and the visitor's manage link. */
export interface BookingExtras {
  readonly invite: string
  readonly manageUrl: string
}

export interface Agency {
  readonly brandName: string
  readonly contactEmail: string
  /** The reply promise, 24 in the seed. */
  readonly replyHours: number
}

export interface LeadEmails {
  readonly notification: EmailMessage
  readonly acknowledgement: EmailMessage
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

// C0 and C1 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators.
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g

/** A value fit for a single header line: no line breaks or controls, no runs of spaces. */
export const headerSafe = (value: string, maxLength = 200): string =>
  value.replace(HEADER_UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)

/** '1 December 2026' style, in the agency's time zone whatever the server's zone is. */
export const formatCallbackTime = (instant: Date): string =>
  `${format(instant, "EEEE d MMMM yyyy 'at' h:mm a", { in: tz(AGENCY_TIME_ZONE) })} (South African time)`

/** A row may link its value (a phone number becomes a `tel:` link). */
type Row = readonly [label: string, value: string | undefined, href?: string]

/** A stored E.164 number as people read it, linked for a tap-to-call. */
const phoneRow = (phone: string | undefined): Row => [
  'Phone',
  phone && formatPhone(phone),
  phone && phoneHref(phone),
]

const textRows = (rows: readonly Row[]): string =>
  rows
    .filter(
      (row): row is readonly [string, string, string?] => row[1] !== undefined && row[1] !== '',
    )
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')

const htmlRows = (rows: readonly Row[]): string =>
  rows
    .filter(
      (row): row is readonly [string, string, string?] => row[1] !== undefined && row[1] !== '',
    )
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
    )
    .join('')

export const htmlDocument = (heading: string, body: string): string =>
  '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">' +
  `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}</body></html>`

export const paragraphs = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')

/** A paragraph with one link; the URL is ours (built from the server URL and a signed token). */
export const linkParagraph = (before: string, label: string, url: string): string =>
  `<p>${escapeHtml(before)} <a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`

const notification = (
  agency: Agency,
  visitorEmail: string,
  subject: string,
  heading: string,
  rows: readonly Row[],
): EmailMessage => ({
  to: headerSafe(agency.contactEmail, 255),
  subject: headerSafe(subject),
  replyTo: headerSafe(visitorEmail, 255),
  text: `${heading}\n\n${textRows(rows)}\n`,
  html: htmlDocument(heading, `<table role="presentation">${htmlRows(rows)}</table>`),
})

const acknowledgement = (
  agency: Agency,
  visitorEmail: string,
  subject: string,
  lines: readonly string[],
): EmailMessage => ({
  to: headerSafe(visitorEmail, 255),
  subject: headerSafe(subject),
  replyTo: headerSafe(agency.contactEmail, 255),
  text: `${lines.join('\n\n')}\n`,
  html: htmlDocument(subject, paragraphs(lines)),
})

/** `services` are the quote form's choices (the CMS titles); a slug not among them is shown as sent. */
export function enquiryEmails(
  enquiry: Enquiry,
  agency: Agency,
  services: readonly Option[],
): LeadEmails {
  const isQuote = enquiry.enquiryType === 'service'
  const kind = isQuote ? 'quote request' : 'enquiry'
  const rows: Row[] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    phoneRow(enquiry.phone),
    ['Company', enquiry.company],
    [
      isQuote ? 'Service' : 'Topic',
      optionLabel(isQuote ? services : [...TOPIC_OPTIONS, ...services], enquiry.service),
    ],
    ['Budget', optionLabel(BUDGET_OPTIONS, enquiry.budget)],
    ['Timeline', optionLabel(TIMELINE_OPTIONS, enquiry.timeline)],
    [isQuote ? 'Project details' : 'Message', enquiry.message],
  ]
  // The same promise the visitor's success toast made.
  const promise = (isQuote ? quoteSent : messageSent)(agency.replyHours).description
  return {
    notification: notification(
      agency,
      enquiry.email,
      `New ${kind} from ${enquiry.name}`,
      `New ${kind} from the website`,
      rows,
    ),
    acknowledgement: acknowledgement(
      agency,
      enquiry.email,
      isQuote
        ? `Your quote request to ${agency.brandName}`
        : `Thank you for contacting ${agency.brandName}`,
      [
        `Hello ${enquiry.name},`,
        `Thank you for your ${kind}. ${promise}`,
        'If you did not contact us, you can ignore this email.',
        agency.brandName,
      ],
    ),
  }
}

export function callbackEmails(
  callback: Callback,
  preferredTime: Date,
  agency: Agency,
  booking?: BookingExtras,
): LeadEmails {
  const when = formatCallbackTime(preferredTime)
  const rows: Row[] = [
    ['Preferred time', when],
    ['Name', callback.name],
    ['Email', callback.email],
    phoneRow(callback.phone),
    ['Company', callback.company],
    ['Message', callback.message],
  ]
  const staff = notification(
    agency,
    callback.email,
    `Callback request: ${callback.name}, ${when}`,
    'New callback request from the website',
    rows,
  )
  const lines = [
    `Hello ${callback.name},`,
    `Thank you for booking a free consultation. We'll call you on ${when}.`,
    'If that time no longer suits you, simply reply to this email.',
    'If you did not request this call, you can ignore this email.',
    agency.brandName,
  ]
  const visitor = acknowledgement(
    agency,
    callback.email,
    `Your callback with ${agency.brandName}: ${when}`,
    lines,
  )
  if (!booking) return { notification: staff, acknowledgement: visitor }
  const invite = { method: 'REQUEST', content: booking.invite } as const
  const manage =
    'To cancel the call or move it to another time, open this link (it works until the call starts):'
  return {
    notification: { ...staff, invite },
    acknowledgement: {
      ...visitor,
      invite,
      text: `${[...lines.slice(0, 2), `${manage} ${booking.manageUrl}`, ...lines.slice(3)].join('\n\n')}\n`,
      html: htmlDocument(
        visitor.subject,
        paragraphs(lines.slice(0, 2)) +
          linkParagraph(manage, 'Cancel or reschedule', booking.manageUrl) +
          paragraphs(lines.slice(3)),
      ),
    },
  }
}

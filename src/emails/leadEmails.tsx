import { formatCallbackTime } from '@/lib/agencyTime'
import type { Callback } from '@/validation/callback'
import type { Enquiry } from '@/validation/enquiry'
import { messageSent, quoteSent } from '@/validation/messages'
import { formatPhone, phoneHref } from '@/validation/phone'
import { enquiryServiceLabel, optionLabel } from '@/lib/serviceOptions'
import { BUDGET_OPTIONS, TIMELINE_OPTIONS, type Option } from '@/validation/options'

import {
  ActionButton,
  DetailsTable,
  EmailLayout,
  headerSafe,
  Paragraphs,
  type DetailRow,
  type EmailDraft,
} from './kit'

/**
 * The emails a submission sends, as drafts for the `sendEmail` job. Pure functions: no I/O.
 *
 * - React escapes every value a visitor typed in the HTML part.
 * - Header values (subject, reply-to) lose CR, LF and other control characters, so nothing a
 *   visitor types can add a header or a recipient.
 * - Recipients: the agency mailbox from site settings, and the visitor's own validated address.
 * - The acknowledgement repeats nothing the visitor wrote except their name (letters, spaces,
 *   apostrophes and hyphens only): otherwise anyone could make us mail their text to a stranger
 *   by typing the stranger's address into the form.
 */

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
  readonly notification: EmailDraft
  readonly acknowledgement: EmailDraft
}

/** A stored E.164 number as people read it, linked for a tap-to-call. */
const phoneRow = (phone: string | undefined): DetailRow => [
  'Phone',
  phone && formatPhone(phone),
  phone && phoneHref(phone),
]

const notification = (
  agency: Agency,
  visitorEmail: string,
  subject: string,
  heading: string,
  rows: readonly DetailRow[],
): EmailDraft => ({
  to: headerSafe(agency.contactEmail, 255),
  subject: headerSafe(subject),
  replyTo: headerSafe(visitorEmail, 255),
  body: (
    <EmailLayout
      brandName={agency.brandName}
      heading={heading}
      footer="Reply to this email to answer the visitor directly."
    >
      <DetailsTable rows={rows} />
    </EmailLayout>
  ),
})

/** The visitor's copy: their name, our promise, our name; `manage` adds their booking's link. */
const acknowledgement = (
  agency: Agency,
  visitorEmail: string,
  subject: string,
  lines: readonly string[],
  manage?: { readonly before: string; readonly url: string },
): EmailDraft => {
  const [greeting = '', promise = '', ...rest] = lines
  return {
    to: headerSafe(visitorEmail, 255),
    subject: headerSafe(subject),
    replyTo: headerSafe(agency.contactEmail, 255),
    body: (
      <EmailLayout brandName={agency.brandName} heading={subject}>
        <Paragraphs lines={[greeting, promise]} />
        {manage ? (
          <>
            <Paragraphs lines={[manage.before]} />
            <ActionButton href={manage.url} label="Cancel or reschedule" />
          </>
        ) : null}
        <Paragraphs lines={rest} />
      </EmailLayout>
    ),
  }
}

/** `services` are the quote form's choices (the CMS titles); a slug not among them is shown as sent. */
export function enquiryEmails(
  enquiry: Enquiry,
  agency: Agency,
  services: readonly Option[],
): LeadEmails {
  const isQuote = enquiry.enquiryType === 'service'
  const kind = isQuote ? 'quote request' : 'enquiry'
  const rows: DetailRow[] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email, `mailto:${enquiry.email}`],
    phoneRow(enquiry.phone),
    ['Company', enquiry.company],
    [isQuote ? 'Service' : 'Topic', enquiryServiceLabel(services, enquiry)],
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

/** What a callback's emails show of it: a stored booking released from spam passes its record. */
export type CallbackContact = Pick<Callback, 'name' | 'email' | 'phone' | 'company' | 'message'>

export function callbackEmails(
  callback: CallbackContact,
  preferredTime: Date,
  agency: Agency,
  booking?: BookingExtras,
): LeadEmails {
  const when = formatCallbackTime(preferredTime)
  const rows: DetailRow[] = [
    ['Preferred time', when],
    ['Name', callback.name],
    ['Email', callback.email, `mailto:${callback.email}`],
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
  const greeting = `Hello ${callback.name},`
  const promise = `Thank you for booking a free consultation. We'll call you on ${when}.`
  const closing = ['If you did not request this call, you can ignore this email.', agency.brandName]
  const subject = `Your callback with ${agency.brandName}: ${when}`
  if (!booking)
    return {
      notification: staff,
      acknowledgement: acknowledgement(agency, callback.email, subject, [
        greeting,
        promise,
        'If that time no longer suits you, simply reply to this email.',
        ...closing,
      ]),
    }
  const invite = { method: 'REQUEST', content: booking.invite } as const
  return {
    notification: { ...staff, invite },
    acknowledgement: {
      ...acknowledgement(agency, callback.email, subject, [greeting, promise, ...closing], {
        before:
          'To cancel the call or move it to another time, open this link (it works until the call starts):',
        url: booking.manageUrl,
      }),
      invite,
    },
  }
}

/**
 * A lead's emails as the data their builder takes, JSON-safe, so a `sendEmail` job can build and
 * render its part when it sends it, not the request that queued it (docs/decisions.md#lead-storage).
 */
export type LeadEmailSource =
  | {
      readonly template: 'enquiry'
      readonly enquiry: Enquiry
      readonly agency: Agency
      readonly services: readonly Option[]
    }
  | {
      readonly template: 'callback'
      readonly callback: CallbackContact
      /** ISO 8601. */
      readonly preferredTime: string
      readonly agency: Agency
      readonly booking?: BookingExtras
    }

export type LeadEmailPart = keyof LeadEmails

/** The drafts `source` stands for. */
export const leadEmailsOf = (source: LeadEmailSource): LeadEmails =>
  source.template === 'enquiry'
    ? enquiryEmails(source.enquiry, source.agency, source.services)
    : callbackEmails(source.callback, new Date(source.preferredTime), source.agency, source.booking)

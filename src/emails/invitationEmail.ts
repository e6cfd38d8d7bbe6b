import { AGENCY_TIME_ZONE } from '@/lib/callbackSlots'
import {
  escapeHtml,
  headerSafe,
  htmlDocument,
  linkParagraph,
  paragraphs,
  type EmailMessage,
} from '@/lib/leads/emails'

export type InvitationEmailInput = {
  to: string
  organisationName: string
  inviterName: string
  brandName: string
  link: string
  expiresAt: Date
}

const formatDay = (date: Date): string =>
  date.toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  })

/** The invitation to a client organisation's portal; names come from people, so all is escaped. */
export function invitationEmail(input: InvitationEmailInput): EmailMessage {
  const subject = headerSafe(
    `${input.inviterName} invited you to ${input.organisationName} on the ${input.brandName} client portal`,
  )
  const intro = `${input.inviterName} invited you to join ${input.organisationName} on the ${input.brandName} client portal, where you can follow projects, files and messages.`
  const expiry = `The link works once, until ${formatDay(input.expiresAt)}. If it has expired, ask ${input.inviterName} or your contact at ${input.brandName} for a new one.`
  const ignore = 'If you did not expect this invitation, you can ignore this email.'
  return {
    to: headerSafe(input.to, 255),
    subject,
    text: `${intro}\n\nSet your name and password here:\n${input.link}\n\n${expiry}\n\n${ignore}\n`,
    html: htmlDocument(
      subject,
      paragraphs([intro]) +
        linkParagraph('Set your name and password:', 'Accept the invitation', input.link) +
        `<p>${escapeHtml(expiry)}</p>` +
        paragraphs([ignore]),
    ),
  }
}

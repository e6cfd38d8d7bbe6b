import {
  headerSafe,
  htmlDocument,
  linkParagraph,
  paragraphs,
  type EmailMessage,
} from '@/lib/leads/emails'

/** The portal's reset link; it names nothing a visitor typed, so a stranger's address gains nothing. */
export function passwordResetEmail(input: {
  to: string
  brandName: string
  link: string
}): EmailMessage {
  const subject = headerSafe(`Choose a new password for the ${input.brandName} client portal`)
  const intro = `Someone asked to reset the password of your ${input.brandName} client portal account.`
  const expiry =
    'The link works once, for one hour. Choosing a new password signs you out everywhere else.'
  const ignore = 'If it was not you, ignore this email: your password stays as it is.'
  return {
    to: headerSafe(input.to, 255),
    subject,
    text: `${intro}\n\nChoose a new password here:\n${input.link}\n\n${expiry}\n\n${ignore}\n`,
    html: htmlDocument(
      subject,
      paragraphs([intro]) +
        linkParagraph('Choose a new password:', 'Reset your password', input.link) +
        paragraphs([expiry, ignore]),
    ),
  }
}

import { ActionButton, EmailLayout, headerSafe, Paragraphs, type EmailDraft } from './kit'

export interface PasswordResetEmailInput {
  readonly to: string
  readonly brandName: string
  readonly link: string
  /** A client resets on the portal's page; staff on the admin panel's. */
  readonly audience?: 'client' | 'staff'
}

/** The reset link; it names nothing a visitor typed, so a stranger's address gains nothing. */
export function passwordResetEmail({
  to,
  brandName,
  link,
  audience = 'client',
}: PasswordResetEmailInput): EmailDraft {
  const where =
    audience === 'client' ? `the ${brandName} client portal` : `the ${brandName} admin panel`
  const subject = headerSafe(`Choose a new password for ${where}`)
  return {
    to: headerSafe(to, 255),
    subject,
    body: (
      <EmailLayout
        brandName={brandName}
        heading="Choose a new password"
        preview={subject}
        footer="If it was not you, ignore this email: your password stays as it is."
      >
        <Paragraphs
          lines={[
            `Someone asked to reset the password of your account on ${where}.`,
            'Choose a new password here:',
          ]}
        />
        <ActionButton href={link} label="Reset your password" />
        <Paragraphs
          lines={[
            'The link works once, for one hour. Choosing a new password signs you out everywhere else.',
          ]}
        />
      </EmailLayout>
    ),
  }
}

import { ActionButton, EmailLayout, headerSafe, Paragraphs, type EmailDraft } from './kit'

/** The portal's reset link; it names nothing a visitor typed, so a stranger's address gains nothing. */
export function passwordResetEmail(input: {
  to: string
  brandName: string
  link: string
}): EmailDraft {
  const subject = headerSafe(`Choose a new password for the ${input.brandName} client portal`)
  return {
    to: headerSafe(input.to, 255),
    subject,
    body: (
      <EmailLayout
        brandName={input.brandName}
        heading="Choose a new password"
        preview={subject}
        footer="If it was not you, ignore this email: your password stays as it is."
      >
        <Paragraphs
          lines={[
            `Someone asked to reset the password of your ${input.brandName} client portal account.`,
            'Choose a new password here:',
          ]}
        />
        <ActionButton href={input.link} label="Reset your password" />
        <Paragraphs
          lines={[
            'The link works once, for one hour. Choosing a new password signs you out everywhere else.',
          ]}
        />
      </EmailLayout>
    ),
  }
}

import { formatDay } from '@/lib/agencyTime'

import { ActionButton, EmailLayout, headerSafe, Paragraphs, type EmailDraft } from './kit'

export type InvitationEmailInput = {
  to: string
  organisationName: string
  inviterName: string
  brandName: string
  link: string
  expiresAt: Date
}

/** The invitation to a client organisation's portal; names come from people, and React escapes them. */
export function invitationEmail(input: InvitationEmailInput): EmailDraft {
  const subject = headerSafe(
    `${input.inviterName} invited you to ${input.organisationName} on the ${input.brandName} client portal`,
  )
  return {
    to: headerSafe(input.to, 255),
    subject,
    body: (
      <EmailLayout
        brandName={input.brandName}
        heading={`Join ${input.organisationName} on the client portal`}
        preview={subject}
        footer="If you did not expect this invitation, you can ignore this email."
      >
        <Paragraphs
          lines={[
            `${input.inviterName} invited you to join ${input.organisationName} on the ${input.brandName} client portal, where you can follow projects, files and messages.`,
            'Set your name and password here:',
          ]}
        />
        <ActionButton href={input.link} label="Accept the invitation" />
        <Paragraphs
          lines={[
            `The link works once, until ${formatDay(input.expiresAt)}. If it has expired, ask ${input.inviterName} or your contact at ${input.brandName} for a new one.`,
          ]}
        />
      </EmailLayout>
    ),
  }
}

import { formatCallbackTime } from '@/lib/agencyTime'

import { ActionButton, EmailLayout, headerSafe, Paragraph, type EmailDraft } from './kit'

export interface SlaReminder {
  readonly kind: 'Callback' | 'Enquiry'
  readonly leadName: string
  readonly replyBy: Date
  /** "due in 2 hours" or "overdue by 10 minutes". */
  readonly due: string
  readonly url: string
  readonly brandName: string
}

/** Staff are told a lead still waits for its first reply, with the record to open. */
export function slaReminderEmail(reminder: SlaReminder, to: string): EmailDraft {
  const kind = reminder.kind.toLowerCase()
  const subject = headerSafe(`Reply due: ${kind} from ${reminder.leadName}, ${reminder.due}`)
  return {
    to: headerSafe(to, 255),
    subject,
    body: (
      <EmailLayout brandName={reminder.brandName} heading={subject}>
        <Paragraph>
          {`${reminder.kind} from ${reminder.leadName} is still New and its reply is ${reminder.due} (${formatCallbackTime(reminder.replyBy)}).`}
        </Paragraph>
        <ActionButton href={reminder.url} label={`Open the ${kind}`} />
      </EmailLayout>
    ),
  }
}

import type { TaskConfig } from 'payload'

import { emailJobInputSchema, fromJobInput, renderedMessage } from '@/emails/emailJob'
import type { EmailMessage } from '@/emails/kit'
import { deliverEmail } from '@/services/payloadEmails'

/** What Payload's nodemailer adapter sends for one message; the invite goes as its text/calendar part and invite.ics. */
const mailOptions = ({ to, subject, text, html, replyTo, invite }: EmailMessage) => ({
  to,
  subject,
  text,
  html,
  ...(replyTo ? { replyTo } : {}),
  ...(invite
    ? { icalEvent: { method: invite.method, filename: 'invite.ics', content: invite.content } }
    : {}),
})

/** Email leaves through the queue, so a submission is stored first and SMTP outages are retried (docs/decisions.md#job-runner). */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: emailJobInputSchema,
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const message = await renderedMessage(fromJobInput(input))
    const result = await deliverEmail(req.payload, mailOptions(message))
    const messageId =
      result && typeof result === 'object' && 'messageId' in result ? String(result.messageId) : ''
    return { output: { messageId } }
  },
}

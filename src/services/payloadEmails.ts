import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { insertEmailJobRows } from '@/db/emailJobs'
import { htmlToText } from '@/emails/kit'
import { startRunnerAfterCommit } from '@/services/emailQueue'

/** Marks a message the sendEmail job hands over: it goes to the transport, not back to the queue. */
const DELIVER = Symbol.for('agency-site.deliverEmail')

type Deliverable = SendEmailOptions & { [DELIVER]?: true }

/** The sendEmail job's way out: straight to SMTP, so a refusal fails the job and it is retried. */
export function deliverEmail(payload: Payload, message: SendEmailOptions): Promise<unknown> {
  const marked: Deliverable = { ...message, [DELIVER]: true }
  return payload.sendEmail(marked)
}

const addressOf = (to: SendEmailOptions['to']): string =>
  typeof to === 'string'
    ? to
    : Array.isArray(to)
      ? to.map(addressOf).join(', ')
      : (to?.address ?? '')

const textOf = (value: SendEmailOptions['text' | 'html']): string =>
  typeof value === 'string' ? value : ''

/**
 * Payload's own emails (the admin's and REST `forgot-password`) leave through the queue like
 * every other one: its operation then answers the same whether or not the address has an account
 * and whether or not SMTP is up, and a refused message is retried. Payload hands the adapter no
 * request, so the row is written outside the operation's transaction; should that transaction
 * roll back, the email's link is simply refused.
 */
export function queuedPayloadEmails(adapter: Promise<EmailAdapter>): Promise<EmailAdapter> {
  return adapter.then((resolved) => (args) => {
    const inner = resolved(args)
    return {
      ...inner,
      sendEmail: async (message: Deliverable) => {
        if (message[DELIVER]) {
          const { [DELIVER]: _, ...rest } = message
          return inner.sendEmail(rest)
        }
        const html = textOf(message.html)
        await insertEmailJobRows(args.payload, [
          {
            to: addressOf(message.to),
            subject: message.subject ?? '',
            html,
            text: textOf(message.text) || htmlToText(html),
          },
        ])
        await startRunnerAfterCommit(args.payload)
        return { queued: true }
      },
    }
  })
}

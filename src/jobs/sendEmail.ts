import type { TaskConfig } from 'payload'

/** Email leaves through the queue, so a submission is stored first and SMTP outages are retried (docs/decisions.md#job-runner). */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: 20, backoff: { type: 'exponential', delay: 5_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    // A calendar invite: nodemailer sends it as the text/calendar alternative and as invite.ics.
    { name: 'inviteMethod', type: 'select', options: ['REQUEST', 'CANCEL'] },
    { name: 'invite', type: 'textarea' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const result: unknown = await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      ...(input.invite && input.inviteMethod
        ? {
            icalEvent: {
              method: input.inviteMethod,
              filename: 'invite.ics',
              content: input.invite,
            },
          }
        : {}),
    })
    const messageId =
      result && typeof result === 'object' && 'messageId' in result ? String(result.messageId) : ''
    return { output: { messageId } }
  },
}

import type { EmailAdapter } from 'payload'

import { htmlToText } from './render'

/**
 * Payload sends a few emails of its own (the admin's "Forgot password?") with an HTML part only;
 * this adds the text part from the same HTML, as every email of ours has.
 */
export async function withTextPart(
  adapter: EmailAdapter | Promise<EmailAdapter>,
): Promise<EmailAdapter> {
  const resolved = await adapter
  return (args) => {
    const inner = resolved(args)
    return {
      ...inner,
      sendEmail: (message) =>
        inner.sendEmail(
          typeof message.html === 'string' && !message.text
            ? { ...message, text: htmlToText(message.html) }
            : message,
        ),
    }
  }
}

import { plainTextSelectors, render } from '@react-email/render'
import { compile, type FormatCallback } from 'html-to-text'
import type { ReactElement } from 'react'

/**
 * An email as its builder makes it: the envelope and a React body (src/emails/kit/EmailLayout.tsx).
 * Builders are pure and synchronous; rendering happens once, where the email is queued.
 */
export interface EmailDraft {
  readonly to: string
  readonly subject: string
  readonly replyTo?: string
  /** A calendar invite (.ics text), sent as the message's text/calendar part. */
  readonly invite?: { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string }
  readonly body: ReactElement
}

/** What the `sendEmail` job sends: the envelope, the HTML and its plain-text twin. */
export type EmailMessage = Omit<EmailDraft, 'body'> & {
  readonly text: string
  readonly html: string
}

/** A details table's label, as "Label: " before its value on the same line. */
const labelWithColon: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder)
  builder.addInline(': ')
}

/** @react-email's own text settings (no images, links as "label url"), then ours; compiled once. */
const toText = compile({
  wordwrap: false,
  formatters: { labelWithColon },
  selectors: [
    ...plainTextSelectors,
    // The heading as written, not shouted in capitals.
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 2 } },
    // A details table (kit/parts.tsx) marks its cells; selectors here cannot nest.
    {
      selector: 'tr[data-text-format="row"]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'th[data-text-format="label"]', format: 'labelWithColon' },
    { selector: 'td[data-text-format="value"]', format: 'inline' },
    // A phone number or address already reads as itself.
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
})

/** The plain-text twin of an email's HTML part. */
export const htmlToText = (html: string): string => `${toText(html).trim()}\n`

/**
 * The HTML part by @react-email/render, and the text part from that same HTML, so the two never
 * say different things.
 */
export async function renderEmail({ body, ...envelope }: EmailDraft): Promise<EmailMessage> {
  const html = await render(body)
  return { ...envelope, html, text: htmlToText(html) }
}

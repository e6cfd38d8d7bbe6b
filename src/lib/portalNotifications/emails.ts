import {
  escapeHtml,
  formatCallbackTime,
  headerSafe,
  htmlDocument,
  type EmailMessage,
} from '@/lib/leads/emails'

import { PORTAL_EVENT_LABELS, type PortalAudience, type PortalEventKind } from './kinds'

/** An event as its emails show it: names, not ids. Every string may be user-provided. */
export interface PortalEventView {
  readonly kind: PortalEventKind
  readonly audience: PortalAudience
  readonly organisationName: string
  readonly projectName: string | null
  readonly actorName: string
  readonly summary: string
  readonly createdAt: Date
}

const WHAT: Readonly<Record<PortalEventKind, string>> = {
  message: 'posted a message',
  file: 'uploaded a file',
  feedback: 'sent feedback',
  status: 'changed the project status',
  'approval-requested': 'asked for your approval',
  'approval-decided': 'decided an approval',
}

const where = (event: PortalEventView) => event.projectName ?? 'all projects'

const sentence = (event: PortalEventView) =>
  `${event.actorName} ${WHAT[event.kind]} on ${where(event)}`

const linkHtml = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`

/**
 * One event, to one person. A client's link is the portal (sign-in first); staff get the project
 * in the admin panel. A client's email says how to change how often they hear from us.
 */
export function portalEventEmail(
  event: PortalEventView,
  to: string,
  links: { portal: string; admin: string },
): EmailMessage {
  const forClient = event.audience === 'client'
  const subject = headerSafe(
    forClient
      ? `${PORTAL_EVENT_LABELS[event.kind]} on ${where(event)}`
      : `${event.organisationName}: ${PORTAL_EVENT_LABELS[event.kind].toLowerCase()} on ${where(event)}`,
  )
  const url = forClient ? links.portal : links.admin
  const label = forClient ? 'Open the client portal' : 'Open it in the admin panel'
  const lines = [`${sentence(event)} (${formatCallbackTime(event.createdAt)}):`, event.summary]
  const footer = forClient
    ? 'You can choose every event, a daily digest or no emails in the client portal.'
    : ''
  return {
    to: headerSafe(to, 255),
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n${footer ? `\n${footer}\n` : ''}`,
    html: htmlDocument(
      subject,
      `<p>${escapeHtml(lines[0] ?? '')}</p>` +
        `<blockquote style="white-space:pre-wrap">${escapeHtml(event.summary)}</blockquote>` +
        linkHtml(url, label) +
        (footer ? `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>` : ''),
    ),
  }
}

/** A member's daily digest: every event since the last one, oldest first. */
export function portalDigestEmail(
  events: readonly PortalEventView[],
  to: string,
  portalUrl: string,
): EmailMessage {
  const subject = headerSafe(
    `Your daily client portal digest: ${events.length} update${events.length === 1 ? '' : 's'}`,
  )
  const line = (e: PortalEventView) =>
    `${sentence(e)} (${formatCallbackTime(e.createdAt)}): ${e.summary}`
  const footer = 'You can choose every event, a daily digest or no emails in the client portal.'
  return {
    to: headerSafe(to, 255),
    subject,
    text: `${events.map((e) => `- ${line(e)}`).join('\n')}\n\nOpen the client portal: ${portalUrl}\n\n${footer}\n`,
    html: htmlDocument(
      subject,
      `<ul>${events.map((e) => `<li>${escapeHtml(line(e))}</li>`).join('')}</ul>` +
        linkHtml(portalUrl, 'Open the client portal') +
        `<p style="color:#475569;font-size:13px">${escapeHtml(footer)}</p>`,
    ),
  }
}

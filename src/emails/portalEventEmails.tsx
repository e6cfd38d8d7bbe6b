import { formatCallbackTime } from '@/lib/agencyTime'
import type { PortalAudience, PortalEventKind } from '@/lib/portalEventKinds'
import { PORTAL_EVENT_LABELS } from '@/lib/portalEventKinds'

import {
  ActionButton,
  BulletList,
  EmailLayout,
  headerSafe,
  Paragraph,
  Quote,
  type EmailDraft,
} from './kit'

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

const CHOOSE_FREQUENCY =
  'You can choose every event, a daily digest or no emails in the client portal.'

/**
 * One event, to one person. A client's link is the portal (sign-in first); staff get the project
 * in the admin panel. A client's email says how to change how often they hear from us.
 */
export function portalEventEmail(
  event: PortalEventView,
  to: string,
  links: { portal: string; admin: string },
  brandName: string,
): EmailDraft {
  const forClient = event.audience === 'client'
  const subject = headerSafe(
    forClient
      ? `${PORTAL_EVENT_LABELS[event.kind]} on ${where(event)}`
      : `${event.organisationName}: ${PORTAL_EVENT_LABELS[event.kind].toLowerCase()} on ${where(event)}`,
  )
  return {
    to: headerSafe(to, 255),
    subject,
    body: (
      <EmailLayout
        brandName={brandName}
        heading={subject}
        preview={event.summary.slice(0, 140)}
        footer={forClient ? CHOOSE_FREQUENCY : undefined}
      >
        <Paragraph>{`${sentence(event)} (${formatCallbackTime(event.createdAt)}):`}</Paragraph>
        <Quote text={event.summary} />
        <ActionButton
          href={forClient ? links.portal : links.admin}
          label={forClient ? 'Open the client portal' : 'Open it in the admin panel'}
        />
      </EmailLayout>
    ),
  }
}

/** A member's daily digest: every event since the last one, oldest first. */
export function portalDigestEmail(
  events: readonly PortalEventView[],
  to: string,
  portalUrl: string,
  brandName: string,
): EmailDraft {
  const subject = headerSafe(
    `Your daily client portal digest: ${events.length} update${events.length === 1 ? '' : 's'}`,
  )
  return {
    to: headerSafe(to, 255),
    subject,
    body: (
      <EmailLayout brandName={brandName} heading={subject} footer={CHOOSE_FREQUENCY}>
        <BulletList
          items={events.map(
            (e) => `${sentence(e)} (${formatCallbackTime(e.createdAt)}): ${e.summary}`,
          )}
        />
        <ActionButton href={portalUrl} label="Open the client portal" />
      </EmailLayout>
    ),
  }
}

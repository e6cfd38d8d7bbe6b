import type { Payload, PayloadRequest } from 'payload'

import { PORTAL_ROLE, hasSalesRole } from '@/access/roles'
import { readAgency } from '@/data/siteSettings'
import type { EmailDraft } from '@/emails/kit'
import { portalEventEmail } from '@/emails/portalEventEmails'
import type { PortalEvent } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { env } from '@/env'

import { eventViews } from './eventViews'
import type { NotificationChoice } from '@/lib/portalEventKinds'
import { inTransactionWithEmails } from './transaction'
import { refId } from '@/lib/refId'

interface Recipient {
  readonly user: string | null
  readonly email: string
  /** Staff and the inbox always hear of each event. */
  readonly choice: NotificationChoice
}

/** The organisation's people (every member role), the actor excepted, as each chose. */
async function clientRecipients(payload: Payload, req: PayloadRequest, event: PortalEvent) {
  const organisation = refId(event.organisation)
  if (!organisation) return []
  const actor = refId(event.actor)
  // Trusted system read: the organisation's own people are the ones to tell.
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { role: { equals: PORTAL_ROLE } },
        { organisation: { equals: organisation } },
        ...(actor ? [{ id: { not_equals: actor } }] : []),
      ],
    },
    select: { email: true, notifications: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs.map((u): Recipient => ({
    user: u.id,
    email: u.email,
    choice: u.notifications ?? 'every',
  }))
}

/** The staff member assigned to the project, else the staff inbox (site settings). */
async function agencyRecipients(
  payload: Payload,
  req: PayloadRequest,
  event: PortalEvent,
  inbox: string,
) {
  const projectId = refId(event.project)
  if (projectId) {
    // Trusted system read: who at the agency looks after this project.
    const project = await payload.findByID({
      collection: 'projects',
      id: projectId,
      select: { assignedTo: true },
      depth: 1,
      req,
      overrideAccess: true,
    })
    const assigned = project.assignedTo
    if (assigned && typeof assigned === 'object' && hasSalesRole(assigned)) {
      return assigned.id === refId(event.actor)
        ? []
        : [{ user: assigned.id, email: assigned.email, choice: 'every' } satisfies Recipient]
    }
  }
  return [{ user: null, email: inbox, choice: 'every' } satisfies Recipient]
}

/**
 * Tells everyone who should hear of one event: an email now, or an entry for their daily digest.
 * Exactly once: the notification rows (unique per event and address), the email jobs and the
 * event's fannedOutAt are written in one transaction, and an event already fanned out is skipped,
 * so a retry or a second runner sends nothing twice. Returns how many emails it queued.
 */
export async function fanOutPortalEvent(payload: Payload, eventId: string): Promise<number> {
  // Read before the transaction: inside it every read must use its one connection, or jobs run
  // side by side can hold every pooled connection while each waits for one more.
  const { contactEmail: inbox, brandName } = await readAgency(payload)
  return inTransactionWithEmails(payload, async (req, queue) => {
    const event = await payload.findByID({
      collection: 'portal-events',
      id: eventId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!event || event.fannedOutAt) return 0
    const recipients = (
      event.audience === 'client'
        ? await clientRecipients(payload, req, event)
        : await agencyRecipients(payload, req, event, inbox)
    ).filter((r) => r.choice !== 'none')
    const view = (await eventViews(payload, req, [event])).get(event.id)
    const emails: EmailDraft[] = []
    for (const recipient of recipients) {
      const delivery = recipient.choice === 'digest' ? 'digest' : 'email'
      // Server-written, closed to the API; the unique (event, email) index refuses a second row.
      await payload.create({
        collection: 'portal-notifications',
        data: { event: event.id, recipient: recipient.user, email: recipient.email, delivery },
        depth: 0,
        req,
        overrideAccess: true,
      })
      if (delivery === 'email' && view)
        emails.push(
          portalEventEmail(
            view,
            recipient.email,
            {
              portal: `${env.serverUrl}${PATHS.clientPortal}`,
              admin: `${env.serverUrl}/admin/collections/projects/${refId(event.project) ?? ''}`,
            },
            brandName,
          ),
        )
    }
    const count = await queue(emails)
    await payload.update({
      collection: 'portal-events',
      id: event.id,
      data: { fannedOutAt: new Date().toISOString() },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return count
  })
}

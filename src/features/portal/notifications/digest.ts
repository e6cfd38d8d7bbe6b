import type { Payload } from 'payload'

import { organisationOf } from '@/access/roles'
import { readAgency } from '@/data/siteSettings'
import type { EmailDraft } from '@/emails/kit'
import { portalDigestEmail } from '@/emails/portalEventEmails'
import type { PortalEvent, User } from '@/payload-types'
import { PATHS } from '@/utilities/paths'
import { env } from '@/env'

import { eventViews } from './eventViews'
import { inTransactionWithEmails } from './transaction'
import { refId } from '@/lib/refId'

/**
 * One email per digest member listing their entries recorded up to `now`, and none to a member
 * with nothing new. The entries are marked in the same transaction as their email is queued, so
 * a second run (or a retry) finds nothing left. An entry for someone who has since chosen no emails
 * or left the organisation is marked without being sent. Returns how many digests it queued.
 */
export async function sendPortalDigests(payload: Payload, now: Date = new Date()): Promise<number> {
  // Read before the transaction, which must keep to its one connection (see fanOut.ts).
  const { brandName } = await readAgency(payload)
  return inTransactionWithEmails(payload, async (req, queue) => {
    // Trusted system reads and writes: server-only collections, read for their own recipients.
    const { docs: entries } = await payload.find({
      collection: 'portal-notifications',
      where: {
        and: [
          { delivery: { equals: 'digest' } },
          { digestedAt: { exists: false } },
          { createdAt: { less_than_equal: now.toISOString() } },
        ],
      },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
    if (entries.length === 0) return 0
    const eventIds = [...new Set(entries.map((e) => refId(e.event)))]
    const userIds = [...new Set(entries.flatMap((e) => (e.recipient ? [refId(e.recipient)] : [])))]
    const events = await payload.find({
      collection: 'portal-events',
      where: { id: { in: eventIds } },
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
    const users = await payload.find({
      collection: 'users',
      where: { id: { in: userIds } },
      select: { email: true, role: true, organisation: true, notifications: true },
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
    })
    const eventById = new Map(events.docs.map((e) => [e.id, e]))
    const userById = new Map(users.docs.map((u) => [u.id, u]))
    const views = await eventViews(payload, req, events.docs)

    const byRecipient = new Map<string, { user: Pick<User, 'email'>; events: PortalEvent[] }>()
    for (const entry of entries) {
      const user = userById.get(refId(entry.recipient) ?? '')
      const event = eventById.get(refId(entry.event) ?? '')
      if (!user || !event || user.notifications === 'none') continue
      if (!organisationOf(user) || organisationOf(user) !== refId(event.organisation)) continue
      const group = byRecipient.get(user.id) ?? { user, events: [] }
      group.events.push(event)
      byRecipient.set(user.id, group)
    }
    const portal = `${env.serverUrl}${PATHS.clientPortal}`
    const emails: EmailDraft[] = [...byRecipient.values()].map(({ user, events: listed }) =>
      portalDigestEmail(
        listed.flatMap((e) => {
          const view = views.get(e.id)
          return view ? [view] : []
        }),
        user.email,
        portal,
        brandName,
      ),
    )
    const count = await queue(emails)
    await payload.update({
      collection: 'portal-notifications',
      where: { id: { in: entries.map((e) => e.id) } },
      data: { digestedAt: now.toISOString() },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return count
  })
}

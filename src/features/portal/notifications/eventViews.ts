import type { Payload, PayloadRequest } from 'payload'

import type { PortalEvent } from '@/payload-types'

import type { PortalEventView } from '@/emails/portalEventEmails'
import { refId } from '@/lib/refId'

/** The events as their emails name them (project and organisation names), in `req`'s transaction. */
export async function eventViews(
  payload: Payload,
  req: PayloadRequest,
  events: readonly PortalEvent[],
): Promise<Map<string, PortalEventView>> {
  const projectIds = [...new Set(events.flatMap((e) => (e.project ? [refId(e.project)] : [])))]
  const organisationIds = [...new Set(events.map((e) => refId(e.organisation)))]
  // Trusted system reads: the job names projects for the people entitled to hear of them.
  // One after the other: a transaction is one connection.
  const projects = await payload.find({
    collection: 'projects',
    where: { id: { in: projectIds } },
    select: { name: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const organisations = await payload.find({
    collection: 'organisations',
    where: { id: { in: organisationIds } },
    select: { name: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const projectName = new Map(projects.docs.map((p) => [p.id, p.name]))
  const organisationName = new Map(organisations.docs.map((o) => [o.id, o.name]))
  return new Map(
    events.map((e) => [
      e.id,
      {
        kind: e.kind,
        audience: e.audience,
        organisationName: organisationName.get(refId(e.organisation) ?? '') ?? 'A client',
        projectName: projectName.get(refId(e.project) ?? '') ?? null,
        actorName: e.actorName || 'Someone',
        summary: e.summary ?? '',
        createdAt: new Date(e.createdAt),
      },
    ]),
  )
}

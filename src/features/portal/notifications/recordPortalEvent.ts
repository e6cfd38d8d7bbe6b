import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { hasStaffRole } from '@/access/roles'
import { startRunnerAfterCommit } from '@/services/emailQueue'

import type { PortalEventKind } from '@/lib/portalEventKinds'
import { refId } from '@/lib/refId'

type Ref = string | { id: string }

export interface PortalEventInput {
  readonly kind: PortalEventKind
  /** The organisation the record belongs to; read from the project when not given. */
  readonly organisation?: Ref | null
  readonly project?: Ref | null
  /** Whoever acted: staff tell the organisation's people, a client tells the agency. */
  readonly actor: { id: string; name?: string | null; role?: 'admin' | 'staff' | 'client' | null }
  /** A line for the email, e.g. the start of a message or a file name (escaped where shown). */
  readonly summary: string
}

/**
 * Records one event and queues its fan-out, both in the request's transaction (`req`): if the change
 * rolls back, nobody hears of it; if it commits, the notifyPortalEvent job runs at once. An approval
 * request or decision is the same one call with kind 'approval-requested' / 'approval-decided'.
 */
export async function recordPortalEvent(req: PayloadRequest, input: PortalEventInput) {
  const project = input.project ? refId(input.project) : undefined
  let organisation = input.organisation ? refId(input.organisation) : undefined
  if (!organisation && project) {
    // Trusted system read: the caller has already been allowed to change this project's record.
    const doc = await req.payload.findByID({
      collection: 'projects',
      id: project,
      depth: 0,
      select: { organisation: true },
      req,
      overrideAccess: true,
    })
    organisation = refId(doc.organisation)
  }
  if (!organisation) return null
  // Server-written log, closed to every API user: only this code creates events.
  const event = await req.payload.create({
    collection: 'portal-events',
    data: {
      organisation,
      project: project ?? null,
      kind: input.kind,
      audience: hasStaffRole(input.actor) ? 'client' : 'agency',
      actor: input.actor.id,
      actorName: input.actor.name?.slice(0, 100) ?? null,
      summary: input.summary.replace(/\s+/g, ' ').trim().slice(0, 300),
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.jobs.queue({ task: 'notifyPortalEvent', input: { event: event.id }, req })
  await startRunnerAfterCommit(req.payload, req)
  return event
}

type WorkspaceRecord = { id: string | number; organisation?: Ref | null; project?: Ref | null }

/**
 * An afterChange hook: a record someone creates in a workspace tells the other side. The seed
 * creates as nobody and tells no one.
 */
export const notifyOnCreate =
  <T extends WorkspaceRecord>(
    kind: PortalEventKind,
    summaryOf: (doc: T) => string,
  ): CollectionAfterChangeHook<T> =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create' || !req.user) return doc
    await recordPortalEvent(req, {
      kind,
      organisation: doc.organisation,
      project: doc.project ?? null,
      actor: req.user,
      summary: summaryOf(doc),
    })
    return doc
  }

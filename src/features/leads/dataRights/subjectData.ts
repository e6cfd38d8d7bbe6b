import type { Payload, TypedUser, Where } from 'payload'
import { Forbidden } from 'payload'

import { hasAdminRole, hasSalesRole, hasStaffRole, organisationOf } from '@/access/roles'
import { recordSecurityEvent } from '@/features/accounts/recordSecurityEvent'
import { recordAudit, type AuditActor } from '@/features/accounts/audit/recordAudit'
import {
  anonymiseLeadsWhere,
  deleteJobsMentioning,
  idsByEmail,
  unlinkAuditTrail,
  unlinkSecurityEvents,
} from '@/db/dataRights'
import { maskEmail } from '@/lib/maskEmail'
import { APPROVAL_FORMER_MEMBER } from '@/validation/messages'
import { normaliseEmail } from '@/validation/password'
import type {
  Callback,
  Enquiry,
  Feedback,
  Message,
  Project,
  ProjectFile,
  SecurityEvent,
  User,
} from '@/payload-types'

/** POPIA data-subject export and erasure; the role checks live here so the Local API is guarded too. */

export interface SubjectData {
  readonly email: string
  readonly generatedAt: string
  readonly enquiries: Enquiry[]
  readonly callbacks: Callback[]
  readonly portalUser: User | null
  /** The organisation whose records go with this person: theirs when they are its only member. */
  readonly soleMemberOf: string | null
  readonly projects: Project[]
  readonly messages: Message[]
  readonly feedback: Feedback[]
  readonly files: ProjectFile[]
  readonly securityEvents: SecurityEvent[]
}

export interface ErasureSummary {
  readonly enquiries: number
  readonly callbacks: number
  readonly portalUser: boolean
  readonly projects: number
  readonly messages: number
  readonly feedback: number
  readonly files: number
  readonly securityEvents: number
  readonly queuedEmails: number
}

/** Sales (and admins) find and export; erasure, which cannot be undone, is an admin's alone. */
const assertMay = (
  staff: TypedUser | null | undefined,
  may: (user: TypedUser) => boolean,
): TypedUser => {
  if (!staff || !may(staff)) throw new Forbidden()
  return staff
}

const NO_ID = '00000000-0000-0000-0000-000000000000'

const byIds = (ids: readonly string[]): Where => ({
  id: { in: ids.length > 0 ? [...ids] : [NO_ID] },
})

/** Everything held for `email`, read with the staff member's own access. */
export async function findSubjectData(
  payload: Payload,
  rawEmail: string,
  staff: TypedUser | null | undefined,
): Promise<SubjectData> {
  const user = assertMay(staff, hasSalesRole)
  const email = normaliseEmail(rawEmail)
  const as = { user, overrideAccess: false, depth: 0, pagination: false } as const
  const [enquiryIds, callbackIds, userIds] = await Promise.all([
    idsByEmail(payload, 'enquiries', email),
    idsByEmail(payload, 'callbacks', email),
    idsByEmail(payload, 'users', email),
  ])
  const [enquiries, callbacks, users] = await Promise.all([
    payload.find({ collection: 'enquiries', where: byIds(enquiryIds), ...as }),
    payload.find({ collection: 'callbacks', where: byIds(callbackIds), ...as }),
    payload.find({ collection: 'users', where: byIds(userIds), ...as }),
  ])
  const portalUser = users.docs[0] ?? null
  const uid = portalUser?.id ?? NO_ID
  // A person's own contributions are theirs; an organisation's records are theirs too when they
  // are its only member (the one-person client), and stay with the company otherwise.
  const organisation = organisationOf(portalUser)
  const soleMember =
    organisation !== undefined &&
    (
      await payload.count({
        collection: 'users',
        where: { organisation: { equals: organisation } },
        overrideAccess: true,
      })
    ).totalDocs === 1
  const ownedBy = (field: string): Where[] =>
    soleMember
      ? [{ [field]: { equals: uid } }, { organisation: { equals: organisation } }]
      : [{ [field]: { equals: uid } }]
  const [projects, messages, feedback, files, securityEvents] = await Promise.all([
    payload.find({
      collection: 'projects',
      where: { organisation: { equals: soleMember ? organisation : NO_ID } },
      ...as,
    }),
    payload.find({ collection: 'messages', where: { or: ownedBy('author') }, ...as }),
    payload.find({ collection: 'feedback', where: { or: ownedBy('author') }, ...as }),
    payload.find({ collection: 'project-files', where: { or: ownedBy('uploadedBy') }, ...as }),
    // The security log is the admin's; the subject's own entries belong in their export.
    payload.find({
      collection: 'security-events',
      where: { user: { equals: uid } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  return {
    email,
    generatedAt: new Date().toISOString(),
    soleMemberOf: soleMember ? organisation : null,
    enquiries: enquiries.docs,
    callbacks: callbacks.docs,
    portalUser,
    projects: projects.docs,
    messages: messages.docs,
    feedback: feedback.docs,
    files: files.docs,
    securityEvents: securityEvents.docs,
  }
}

export async function exportSubjectData(
  payload: Payload,
  rawEmail: string,
  staff: TypedUser | null | undefined,
): Promise<SubjectData> {
  const data = await findSubjectData(payload, rawEmail, staff)
  await recordSecurityEvent(payload, {
    type: 'data-export',
    userId: staff?.id ?? null,
    email: staff?.email ?? null,
    details: `Exported what is held for ${maskEmail(data.email)}: ${describe(data)}`,
  })
  await recordAudit(payload, {
    action: 'export',
    actor: actorOf(staff),
    details: `Data-rights export for ${maskEmail(data.email)}: ${describe(data)}`,
  })
  return data
}

const actorOf = (staff: TypedUser | null | undefined): AuditActor | null =>
  staff ? { id: staff.id, email: staff.email } : null

const describe = (d: SubjectData): string =>
  `${d.enquiries.length} enquiries, ${d.callbacks.length} callbacks, ${d.portalUser ? 'a' : 'no'} portal account, ` +
  `${d.projects.length} projects, ${d.messages.length} messages, ${d.feedback.length} feedback, ${d.files.length} files, ` +
  `${d.securityEvents.length} security events`

/** Anonymises leads in place, deletes the portal account with its records and files, and unlinks the security log (docs/decisions.md#data-rights). */
export async function eraseSubjectData(
  payload: Payload,
  rawEmail: string,
  staff: TypedUser | null | undefined,
  now: Date = new Date(),
): Promise<ErasureSummary> {
  assertMay(staff, hasAdminRole)
  const data = await findSubjectData(payload, rawEmail, staff)
  const leads = await anonymiseLeadsWhere(
    payload,
    { ids: [...data.enquiries, ...data.callbacks].map((doc) => doc.id) },
    now,
  )

  // System deletes after the staff check: some client records are closed to staff deletes, and files must leave the disk.
  const system = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const remove = async (
    collection: 'project-files' | 'messages' | 'feedback' | 'projects',
    ids: string[],
  ) => {
    if (ids.length > 0) await payload.delete({ collection, where: { id: { in: ids } }, ...system })
  }
  const projectIds = data.projects.map((p) => p.id)
  // Staff replies on the person's projects go with them; so do files anyone added there.
  const inProjects = async (collection: 'project-files' | 'messages') =>
    projectIds.length === 0
      ? []
      : (
          await payload.find({
            collection,
            where: { project: { in: projectIds } },
            depth: 0,
            pagination: false,
            ...system,
          })
        ).docs
  const extraFiles = await inProjects('project-files')
  const extraMessages = await inProjects('messages')
  const fileIds = [...new Set([...data.files, ...extraFiles].map((f) => f.id))]
  const messageIds = [...new Set([...data.messages, ...extraMessages].map((m) => m.id))]
  // Approval rounds name their file: they go first, with the organisation's history of decisions.
  const approvalsOf: Where[] = [
    ...(projectIds.length > 0 ? [{ project: { in: projectIds } }] : []),
    ...(fileIds.length > 0 ? [{ file: { in: fileIds } }] : []),
    ...(data.soleMemberOf ? [{ organisation: { equals: data.soleMemberOf } }] : []),
  ]
  if (approvalsOf.length > 0)
    await payload.delete({ collection: 'approvals', where: { or: approvalsOf }, ...system })
  await remove('project-files', fileIds)
  await remove('messages', messageIds)
  await remove(
    'feedback',
    data.feedback.map((f) => f.id),
  )
  await remove('projects', projectIds)
  if (data.soleMemberOf)
    await payload.delete({ collection: 'organisations', id: data.soleMemberOf, ...system })

  let securityEvents = 0
  // A staff account is closed under Users by an admin, not here: erasure is for data subjects.
  if (data.portalUser && !hasStaffRole(data.portalUser)) {
    const uid = data.portalUser.id
    securityEvents = await unlinkSecurityEvents(payload, uid)
    // The audit trail keeps what was done, no longer by whom: field names only, so nothing else is theirs.
    await unlinkAuditTrail(payload, uid)
    // The portal's notification log: what the person did and what they were told.
    await payload.delete({
      collection: 'portal-events',
      where: {
        or: [
          { actor: { equals: uid } },
          ...(projectIds.length ? [{ project: { in: projectIds } }] : []),
        ],
      },
      ...system,
    })
    // Decisions they made on rounds that stay with the company keep the decision, not the name.
    await payload.update({
      collection: 'approvals',
      where: { decidedBy: { equals: uid } },
      data: { decidedByName: APPROVAL_FORMER_MEMBER },
      ...system,
    })
    await payload.delete({ collection: 'users', id: uid, ...system })
  }
  await payload.delete({
    collection: 'portal-notifications',
    where: { or: [{ email: { equals: data.email } }, { event: { exists: false } }] },
    ...system,
  })
  const queuedEmails = await deleteJobsMentioning(payload, data.email)

  const summary: ErasureSummary = {
    enquiries: leads.enquiries.length,
    callbacks: leads.callbacks.length,
    portalUser: Boolean(data.portalUser && !hasStaffRole(data.portalUser)),
    projects: projectIds.length,
    messages: messageIds.length,
    feedback: data.feedback.length,
    files: fileIds.length,
    securityEvents,
    queuedEmails,
  }
  await recordSecurityEvent(payload, {
    type: 'data-erasure',
    userId: staff?.id ?? null,
    email: staff?.email ?? null,
    details: `Erased what was held for ${maskEmail(data.email)}: ${JSON.stringify(summary)}`,
  })
  await recordAudit(payload, {
    action: 'erasure',
    actor: actorOf(staff),
    details: `Erased what was held for ${maskEmail(data.email)}: ${JSON.stringify(summary)}`,
  })
  return summary
}

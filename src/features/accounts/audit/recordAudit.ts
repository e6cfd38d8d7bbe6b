import type { Payload, PayloadRequest } from 'payload'

import type { audit_log } from '@/db/schema'
import { requestMeta } from '@/lib/clientAddress'
import { CONTROL_CHARACTERS } from '@/validation/hiddenCharacters'

import type { AuditAction } from './auditActions'

/** No id once the account itself is gone (an admin removing their own account). */
export type AuditActor = { id: string | null; email?: string | null }

export type AuditTarget = {
  kind: 'collection' | 'global'
  slug: string
  id?: string | null
  /** Only for content: a lead's or a person's title would be personal data. */
  title?: string | null
}

export type ValueChange = { from: unknown; to: unknown }

export type AuditEntry = {
  action: AuditAction
  /** Who acted; left out, the signed-in user of `req`; null for a visitor or the server. */
  actor?: AuditActor | null
  target?: AuditTarget
  /** The names of the fields that changed. */
  fields?: readonly string[]
  /** Old and new values, for content only (src/features/accounts/audit/auditPolicy.ts). */
  changes?: Record<string, ValueChange>
  details?: string
}

type AuditRequest = Partial<PayloadRequest>

// A NUL byte would make Postgres refuse the entry (text and jsonb alike).
const printable = (value: string): string => value.replace(CONTROL_CHARACTERS, '\uFFFD')

const clip = (value: string | null | undefined, max: number): string | undefined =>
  value ? printable(value).slice(0, max) : undefined

/** A value this long (a whole rich-text body, say) is noted by its size, so one edit cannot bloat the trail. */
const MAX_VALUE_CHARS = 10_000

function storableChanges(changes: Record<string, ValueChange>): Record<string, ValueChange> {
  const fit = (value: unknown): unknown => {
    if (value === undefined) return null
    const json = JSON.stringify(value)
    if (json.length > MAX_VALUE_CHARS) return { omitted: `${json.length} characters` }
    return JSON.parse(json.replace(/\\u0000/g, '\\ufffd'))
  }
  return Object.fromEntries(
    Object.entries(changes).map(([name, { from, to }]) => [name, { from: fit(from), to: fit(to) }]),
  )
}

const actorOf = (entry: AuditEntry, req?: AuditRequest): AuditActor | null =>
  entry.actor !== undefined
    ? entry.actor
    : req?.user
      ? { id: req.user.id, email: req.user.email }
      : null

/** The trail's row for `entry`, as `writeAuditEntry` stores it; for a write that stores it itself. */
export function auditRecord(entry: AuditEntry, req?: AuditRequest): typeof audit_log.$inferInsert {
  const actor = actorOf(entry, req)
  const { target } = entry
  return {
    action: entry.action,
    user: actor?.id ?? null,
    userEmail: clip(actor?.email?.trim().toLowerCase(), 255) ?? null,
    targetKind: target?.kind ?? null,
    target: clip(target?.slug, 100) ?? null,
    documentId: clip(target?.id, 100) ?? null,
    documentTitle: clip(target?.title, 200) ?? null,
    fields: entry.fields?.length ? clip(entry.fields.join(', '), 2000) : null,
    changes:
      entry.changes && Object.keys(entry.changes).length ? storableChanges(entry.changes) : null,
    details: clip(entry.details, 500) ?? null,
    ip: clip(requestMeta(req?.headers).ip, 64) ?? null,
  }
}

/**
 * Writes one entry, in `req`'s transaction when given, and throws if it cannot: a change hook lets
 * the change fail with it, so nothing is kept that the trail does not show. Through the adapter:
 * the trail is closed to every API caller, and the lead hot path cannot afford a Local API create.
 */
export async function writeAuditEntry(
  payload: Payload,
  entry: AuditEntry,
  req?: AuditRequest,
): Promise<void> {
  await payload.db.create({
    collection: 'audit-log',
    data: auditRecord(entry, req),
    ...(req ? { req } : {}),
    returning: false,
  })
}

/**
 * Records an event that is not a document change (a sign-in, an export, a factor enrolment).
 * A logging failure never fails the request; pass `req` only for an event of a succeeding
 * operation, so the entry commits with it.
 */
export async function recordAudit(
  payload: Payload,
  entry: AuditEntry,
  req?: AuditRequest,
): Promise<void> {
  try {
    await writeAuditEntry(payload, entry, req)
  } catch (err) {
    payload.logger.error({ err, msg: `Could not record the audit entry '${entry.action}'` })
  }
}

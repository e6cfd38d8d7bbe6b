import type { Payload, PayloadRequest } from 'payload'

import type { Callback as CallbackRecord, Enquiry as EnquiryRecord } from '@/payload-types'

import { hasPostgres } from '@/db/client'
import { insertEmailJobRows } from '@/db/emailJobs'
import { leadIsStored } from '@/db/leads'
import { CommitLost } from '@/db/unavailable'
import type { EmailMessage } from '@/emails/kit'
import { writeAuditEntry } from '@/features/accounts/audit/recordAudit'

// Through the adapter, not the Local API: docs/decisions.md#writes-that-bypass-payloads-hooks.

type NewRecord<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

/** What the request, not the visitor's fields, tells about a lead. */
export type RequestRecord = Pick<
  NewRecord<EnquiryRecord>,
  'consentAt' | 'sourcePage' | 'userAgent' | 'ipHash'
>

/** A lead's own fields, as its kind maps them (src/features/leads/intake/enquiryLead.ts, callbackLead.ts). */
export type NewLead =
  | { collection: 'enquiries'; data: Omit<NewRecord<EnquiryRecord>, keyof RequestRecord> }
  | { collection: 'callbacks'; data: Omit<NewRecord<CallbackRecord>, keyof RequestRecord> }

/** Everything an accepted submission writes, decided before the transaction opens. */
export interface LeadWrite {
  /** Generated here: the emails (a callback's manage link) name the lead before it is stored. */
  readonly id: string
  readonly lead: NewLead
  readonly request: RequestRecord
  /** Rendered already, so the transaction holds its connection only for the inserts. */
  readonly emails: readonly EmailMessage[]
}

/**
 * The lead, its audit entry and its email jobs in one transaction (docs/decisions.md#lead-storage):
 * one commit instead of one per row, and no lead is kept without its trail entry and its emails.
 * The audit entry is by the visitor (no user), field names only: the adapter runs no hooks.
 */
export async function storeLead(payload: Payload, write: LeadWrite): Promise<void> {
  const { id, lead, request, emails } = write
  const stored: Record<string, unknown> = { ...lead.data, ...request }
  await inTransaction(payload, async (req) => {
    await payload.db.create({
      collection: lead.collection,
      customID: id,
      data: { ...stored, id },
      returning: false,
      ...(req ? { req } : {}),
    })
    await writeAuditEntry(
      payload,
      {
        action: 'create',
        actor: null,
        target: { kind: 'collection', slug: lead.collection, id },
        fields: Object.keys(stored).filter((name) => stored[name] != null),
      },
      req,
    )
    await insertEmailJobRows(payload, emails, req)
  })
  // Payload's commitTransaction swallows a failed COMMIT, so the lead is read back before anyone
  // is told it was received (tests/restart/pgRestart.restart.spec.ts: every 201 is stored).
  if (hasPostgres(payload) && !(await leadIsStored(payload, lead.collection, id)))
    throw new CommitLost('the lead')
}

/** Commits when `work` resolves, rolls back when it throws; without transactions, runs it as is. */
async function inTransaction(
  payload: Payload,
  work: (req: Partial<PayloadRequest> | undefined) => Promise<void>,
): Promise<void> {
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) return work(undefined)
  try {
    await work({ transactionID })
  } catch (err) {
    await payload.db.rollbackTransaction(transactionID).catch(() => {
      // The connection is gone (src/db/transactions.ts hands it back); the error below says why.
    })
    throw err
  }
  await payload.db.commitTransaction(transactionID)
}

import type { Payload } from 'payload'

import type { Callback as CallbackRecord, Enquiry as EnquiryRecord } from '@/payload-types'

import { insertLead, type LeadRow } from '@/db/leads'
import type { AttributionColumns } from '@/fields/attribution'
import type { UnrenderedEmail } from '@/emails/emailJob'
import { auditRecord } from '@/features/accounts/audit/recordAudit'

// Through Drizzle, not the Local API: docs/decisions.md#writes-that-bypass-payloads-hooks.

type NewRecord<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'staffNotes'>

/** What the request, not the visitor's fields, tells about a lead. */
export type RequestRecord = Pick<
  NewRecord<EnquiryRecord>,
  'consentAt' | 'sourcePage' | 'userAgent' | 'ipHash'
> &
  AttributionColumns

/** A lead's own fields, as its kind maps them (src/features/leads/intake/enquiryLead.ts, callbackLead.ts). */
export type NewLead =
  | { collection: 'enquiries'; data: Omit<NewRecord<EnquiryRecord>, keyof RequestRecord> }
  | { collection: 'callbacks'; data: Omit<NewRecord<CallbackRecord>, keyof RequestRecord> }

/** Everything an accepted submission writes, decided before anything is written. */
export interface LeadWrite {
  /** Generated here: the emails (a callback's manage link) name the lead before it is stored. */
  readonly id: string
  readonly lead: NewLead
  readonly request: RequestRecord
  /** Envelopes decided, bodies rendered by their jobs: the statement stays small. */
  readonly emails: readonly UnrenderedEmail[]
}

/** The lead's row: its fields, what the request told, and its id. */
function leadRow({ id, lead, request }: LeadWrite): LeadRow {
  return lead.collection === 'enquiries'
    ? { collection: 'enquiries', row: { ...lead.data, ...request, id } }
    : { collection: 'callbacks', row: { ...lead.data, ...request, id } }
}

/**
 * The lead, its audit entry and its email jobs, in one statement (docs/decisions.md#lead-storage):
 * no lead is kept without its trail entry and its emails, and when this resolves the lead is
 * committed. The audit entry is by the visitor (no user), field names only: no hooks run.
 */
export async function storeLead(payload: Payload, write: LeadWrite): Promise<void> {
  const lead = leadRow(write)
  const stored: Record<string, unknown> = lead.row
  await insertLead(payload, {
    lead,
    audit: auditRecord({
      action: 'create',
      actor: null,
      target: { kind: 'collection', slug: lead.collection, id: write.id },
      fields: Object.keys(stored).filter((name) => name !== 'id' && stored[name] != null),
    }),
    emails: write.emails,
  })
}

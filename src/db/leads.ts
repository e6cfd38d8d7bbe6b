import { getTableColumns, is, Param, Placeholder, sql, type SQL } from 'drizzle-orm'
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core'
import type { Payload } from 'payload'

import type { QueuedEmail } from '@/emails/emailJob'

import { everySubmission, poolOf, postgresOf } from './client'
import { emailJobRow } from './emailJobs'
import { audit_log, callbacks, enquiries, payload_jobs } from './schema'

/** A lead as its table stores it, with the id it was given before it was stored. */
export type LeadRow =
  | { collection: 'enquiries'; row: typeof enquiries.$inferInsert & { id: string } }
  | { collection: 'callbacks'; row: typeof callbacks.$inferInsert & { id: string } }

/** Everything an accepted submission writes. */
export interface LeadInsert {
  readonly lead: LeadRow
  readonly audit: typeof audit_log.$inferInsert
  readonly emails: readonly QueuedEmail[]
}

/** Every column of `table` but `left`, which keep their defaults (the timestamps: now()). */
const columnsBut = (table: PgTable, ...left: string[]): string[] =>
  Object.keys(getTableColumns(table)).filter(
    (name) => !['createdAt', 'updatedAt', ...left].includes(name),
  )

/**
 * The columns each insert sets, an absent value as NULL: a lead's and its trail entry's every
 * column (a new one included), a job row what `emailJobRow` sets.
 */
const COLUMNS = {
  enquiries: columnsBut(enquiries, 'staffNotes'),
  callbacks: columnsBut(callbacks, 'staffNotes'),
  trail: columnsBut(audit_log, 'id'),
  job: Object.keys({ taskSlug: true, queue: true, input: true } satisfies Record<
    keyof ReturnType<typeof emailJobRow>,
    true
  >),
} as const

/**
 * `{ column: placeholder }` as `table`'s insert values, each placeholder named `<prefix>.<column>`
 * (Drizzle takes a placeholder wherever it takes a value).
 */
const placeholders = <T extends PgTable>(_table: T, prefix: string, columns: readonly string[]) =>
  Object.fromEntries(
    columns.map((name) => [name, sql.placeholder(`${prefix}.${name}`)]),
  ) as T['$inferInsert']

/** A row of the statement: the lead, its trail entry, or the job of email N (`job0`, `job1`...). */
type RowName = 'lead' | 'trail' | `job${string}`

/**
 * Where one parameter's value comes from: a column of one of the statement's rows, sent through
 * the column's encoder (JSON for jsonb), or a value Drizzle fixed when it built the statement.
 */
type Slot =
  | { readonly row: RowName; readonly column: string; readonly encode: (value: unknown) => unknown }
  | { readonly fixed: unknown }

type Statement = { readonly sql: string; readonly slots: readonly Slot[] }

/** Each placeholder `<row>.<column>` as the slot that fills it; any other parameter as it is. */
const slotsOf = (params: readonly unknown[]): Slot[] =>
  params.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return { fixed: param }
    const [row, column] = param.value.name.split('.') as [RowName, string]
    const { encoder } = param
    return { row, column, encode: (value) => encoder.mapToDriverValue(value) }
  })

/**
 * The statement's parameters, each from its row, NULL for an absent value (Drizzle's own
 * `fillPlaceholders` would store a JSON null). The slots are worked out once per statement, so a
 * submission copies no row into a name-keyed record first.
 */
const fill = ({ slots }: Statement, rows: Readonly<Record<RowName, object>>): unknown[] =>
  slots.map((slot) => {
    if ('fixed' in slot) return slot.fixed
    const value = (rows[slot.row] as Record<string, unknown> | undefined)?.[slot.column]
    return value == null ? null : slot.encode(value)
  })

const statements = new Map<string, Statement>()

const dialect = new PgDialect()

/**
 * The statement for a lead of `collection` with `jobs` emails, built by Drizzle from the typed
 * schema once per shape: building it for every submission cost about a quarter of a millisecond.
 */
function leadStatement(
  payload: Payload,
  collection: LeadRow['collection'],
  jobs: number,
): Statement {
  const key = `${collection}:${String(jobs)}`
  const built = statements.get(key)
  if (built) return built
  const db = postgresOf(payload).drizzle
  const lead =
    collection === 'enquiries'
      ? db.insert(enquiries).values(placeholders(enquiries, 'lead', COLUMNS.enquiries))
      : db.insert(callbacks).values(placeholders(callbacks, 'lead', COLUMNS.callbacks))
  const trail = db.insert(audit_log).values(placeholders(audit_log, 'trail', COLUMNS.trail))
  const parts: SQL[] = [sql`with lead as ${lead}`, sql`trail as ${trail}`]
  if (jobs > 0) {
    const rows = Array.from({ length: jobs }, (_, i) =>
      placeholders(payload_jobs, `job${String(i)}`, COLUMNS.job),
    )
    parts.push(sql`jobs as ${db.insert(payload_jobs).values(rows)}`)
  }
  const query = dialect.sqlToQuery(sql`${sql.join(parts, sql`, `)} select 1`)
  const statement = { sql: query.sql, slots: slotsOf(query.params) }
  statements.set(key, statement)
  return statement
}

/**
 * The lead, its audit entry and its email jobs in one statement, each insert a data-modifying CTE
 * (docs/decisions.md#lead-storage). One statement is one implicit transaction: all three rows
 * commit together or none does, and a lost commit is this statement's own error, so nothing needs
 * reading back. A unique violation (a callback slot just taken) is thrown as Postgres raised it.
 */
export async function insertLead(payload: Payload, write: LeadInsert): Promise<void> {
  const { lead, audit, emails } = write
  const statement = leadStatement(payload, lead.collection, emails.length)
  const rows: Record<RowName, object> = { lead: lead.row, trail: audit }
  for (const [i, email] of emails.entries()) rows[`job${String(i)}`] = emailJobRow(email)
  await poolOf(payload).query(everySubmission('insert-lead', statement.sql, fill(statement, rows)))
}

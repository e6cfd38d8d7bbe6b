import { and, gte, lt, ne, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { LEAD_TOOL_VALUES } from '@/validation/attribution'

import { postgresOf } from './client'
import { callbacks, enquiries, visit_counts } from './schema'

/**
 * The marketing report's sums (src/features/leads/report), in SQL so they are exact however many
 * leads there are. A lead counts where the leads list shows it: every status but spam, by its
 * creation time, by its last touch (an erased lead has none left: '(direct)').
 */

export const REPORT_DIMENSIONS = [
  'sourceMedium',
  'campaign',
  'landingPage',
  'service',
  'tool',
] as const
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number]

/** Labels for a lead or visit that has no value in a dimension. */
export const NO_VALUE = {
  source: '(direct)',
  medium: '(none)',
  campaign: '(none)',
  landingPage: '(unknown)',
  service: '(none)',
  tool: '(none)',
} as const

export interface ReportPeriod {
  /** Creation times of the leads: [start, end). */
  readonly start: Date
  readonly end: Date
  /** Agency days of the visits: [startDay, endDay). */
  readonly startDay: string
  readonly endDay: string
}

type Lead = typeof enquiries | typeof callbacks

const text = (value: string): SQL => sql`${value}::text`

function leadKey(t: Lead, dimension: ReportDimension): SQL {
  switch (dimension) {
    case 'sourceMedium':
      return sql`coalesce(${t.lastSource}, ${text(NO_VALUE.source)}) || ' / ' || coalesce(${t.lastMedium}, ${text(NO_VALUE.medium)})`
    case 'campaign':
      return sql`coalesce(${t.lastCampaign}, ${text(NO_VALUE.campaign)})`
    case 'landingPage':
      return sql`coalesce(${t.lastLandingPath}, ${text(NO_VALUE.landingPage)})`
    case 'service':
      return t === enquiries
        ? sql`coalesce(${enquiries.service}, ${text(NO_VALUE.service)})`
        : text(NO_VALUE.service)
    case 'tool':
      return sql`coalesce(${t.tool}::text, ${text(NO_VALUE.tool)})`
  }
}

const inPeriod = (t: Lead, period: ReportPeriod) =>
  and(
    gte(t.createdAt, period.start.toISOString()),
    lt(t.createdAt, period.end.toISOString()),
    ne(t.status, 'spam'),
  )

const counted = (rows: { key: string; count: number }[]): Map<string, number> =>
  new Map(rows.map(({ key, count }) => [key, count]))

/** Leads (enquiries and callbacks) of the period by `dimension`. */
export async function leadCounts(
  payload: Payload,
  dimension: ReportDimension,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const part = (t: Lead) =>
    sql`select ${leadKey(t, dimension)} as key from ${t} where ${inPeriod(t, period)}`
  const { rows } = await postgresOf(payload).drizzle.execute<{ key: string; count: number }>(
    sql`select key, count(*)::int as count from (${part(enquiries)} union all ${part(callbacks)}) leads group by key`,
  )
  return counted(rows)
}

const SERVICE_PREFIX = '/services/'

function visitKey(dimension: ReportDimension): SQL {
  const v = visit_counts
  switch (dimension) {
    case 'sourceMedium':
      return sql`coalesce(nullif(${v.source}, ''), ${text(NO_VALUE.source)}) || ' / ' || coalesce(nullif(${v.medium}, ''), ${text(NO_VALUE.medium)})`
    case 'campaign':
      return sql`coalesce(nullif(${v.campaign}, ''), ${text(NO_VALUE.campaign)})`
    case 'landingPage':
      return sql`${v.path}`
    // A service's or tool's visits are those that landed on its page.
    case 'service':
      return sql`case when ${v.path} like ${`${SERVICE_PREFIX}%`} then substr(${v.path}, ${SERVICE_PREFIX.length + 1}) end`
    case 'tool':
      return sql`case when split_part(${v.path}, '/', 2) in (${sql.join(
        LEAD_TOOL_VALUES.map((tool) => sql`${tool}`),
        sql`, `,
      )}) then split_part(${v.path}, '/', 2) end`
  }
}

/** Visits of the period by `dimension`, each counted once, on the page it landed on. */
export async function visitCounts(
  payload: Payload,
  dimension: ReportDimension,
  period: ReportPeriod,
): Promise<Map<string, number>> {
  const v = visit_counts
  const { rows } = await postgresOf(payload).drizzle.execute<{ key: string; count: number }>(
    sql`select key, sum(visits)::int as count from (select ${visitKey(dimension)} as key, ${v.visits} as visits from ${v} where ${v.day} >= ${period.startDay} and ${v.day} < ${period.endDay} and ${v.visits} > 0) counted where key is not null group by key`,
  )
  return counted(rows)
}

/** Leads of the period with a reply promise, and those first answered by it. */
export async function replyPromiseKept(
  payload: Payload,
  period: ReportPeriod,
): Promise<{ promised: number; kept: number }> {
  const part = (t: Lead) =>
    sql`select ${t.replyBy} as reply_by, ${t.firstRepliedAt} as replied from ${t} where ${inPeriod(t, period)} and ${t.replyBy} is not null`
  const { rows } = await postgresOf(payload).drizzle.execute<{ promised: number; kept: number }>(
    sql`select count(*)::int as promised, count(*) filter (where replied is not null and replied <= reply_by)::int as kept from (${part(enquiries)} union all ${part(callbacks)}) leads`,
  )
  const [row] = rows
  return { promised: row?.promised ?? 0, kept: row?.kept ?? 0 }
}

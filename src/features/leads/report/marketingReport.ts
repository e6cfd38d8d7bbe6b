import { addDays, differenceInCalendarDays, format } from 'date-fns'
import type { Payload, TypedUser } from 'payload'
import { Forbidden } from 'payload'

import { hasSalesRole } from '@/access/roles'
import {
  leadCounts,
  replyPromiseKept,
  REPORT_DIMENSIONS,
  visitCounts,
  type ReportDimension,
  type ReportPeriod,
} from '@/db/marketingReport'
import { agencyDay, DAY_KEY, startOfAgencyDay } from '@/lib/agencyTime'
import { neutraliseCell } from '@/lib/csvSafe'

export { REPORT_DIMENSIONS, type ReportDimension }

/** The report's sections, in the order staff read them. */
export const DIMENSION_LABELS: Record<ReportDimension, string> = {
  sourceMedium: 'Source / medium',
  campaign: 'Campaign',
  landingPage: 'Landing page',
  service: 'Service',
  tool: 'Tool',
}

/** The period shown when none is chosen: the last 28 days, today included. */
export const DEFAULT_PERIOD_DAYS = 28
/** A year at most, so one request never sums the whole history row by row. */
const MAX_PERIOD_DAYS = 366

export interface Figures {
  readonly visits: number
  readonly leads: number
  /** Leads per visit, or null without visits. */
  readonly conversion: number | null
}

export interface ReportRow {
  readonly key: string
  readonly current: Figures
  readonly previous: Figures
}

export interface DayRange {
  /** Agency days, both included. */
  readonly from: string
  readonly to: string
}

export interface MarketingReport {
  readonly period: DayRange
  readonly previousPeriod: DayRange
  readonly totals: { readonly current: Figures; readonly previous: Figures }
  readonly replyPromise: {
    readonly current: { promised: number; kept: number }
    readonly previous: { promised: number; kept: number }
  }
  readonly sections: Record<ReportDimension, readonly ReportRow[]>
}

const dayKey = (day: Date) => format(day, DAY_KEY)

/** The period [from, to] (agency days, both included) and the one of the same length before it. */
export function reportPeriods(
  input: { from?: string; to?: string },
  now: Date = new Date(),
): { current: ReportPeriod & DayRange; previous: ReportPeriod & DayRange } {
  const today: Date = startOfAgencyDay(now)
  let to: Date = (input.to && agencyDay(input.to)) || today
  let from: Date = (input.from && agencyDay(input.from)) || addDays(to, 1 - DEFAULT_PERIOD_DAYS)
  if (from > to) [from, to] = [to, from]
  if (differenceInCalendarDays(to, from) >= MAX_PERIOD_DAYS) from = addDays(to, 1 - MAX_PERIOD_DAYS)
  const length = differenceInCalendarDays(to, from) + 1
  const range = (first: Date, last: Date): ReportPeriod & DayRange => ({
    from: dayKey(first),
    to: dayKey(last),
    start: first,
    end: addDays(last, 1),
    startDay: dayKey(first),
    endDay: dayKey(addDays(last, 1)),
  })
  return {
    current: range(from, to),
    previous: range(addDays(from, -length), addDays(from, -1)),
  }
}

const figures = (visits: number, leads: number): Figures => ({
  visits,
  leads,
  conversion: visits > 0 ? leads / visits : null,
})

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0)

/**
 * The marketing report (README "Attribution, privacy and the report"), for sales and admins:
 * visits, leads and conversion by each dimension, for a period and the one before it.
 */
export async function readMarketingReport(
  payload: Payload,
  staff: TypedUser | null | undefined,
  input: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<MarketingReport> {
  if (!staff || !hasSalesRole(staff)) throw new Forbidden()
  const { current, previous } = reportPeriods(input, now)
  const sections = {} as Record<ReportDimension, ReportRow[]>
  let totals = { current: figures(0, 0), previous: figures(0, 0) }
  for (const dimension of REPORT_DIMENSIONS) {
    const [leadsNow, leadsBefore, visitsNow, visitsBefore] = await Promise.all([
      leadCounts(payload, dimension, current),
      leadCounts(payload, dimension, previous),
      visitCounts(payload, dimension, current),
      visitCounts(payload, dimension, previous),
    ])
    if (dimension === 'sourceMedium') {
      // Every visit and lead has exactly one source / medium: these are the totals.
      totals = {
        current: figures(sum(visitsNow), sum(leadsNow)),
        previous: figures(sum(visitsBefore), sum(leadsBefore)),
      }
    }
    const keys = new Set([...leadsNow.keys(), ...visitsNow.keys(), ...leadsBefore.keys()])
    sections[dimension] = [...keys]
      .map((key) => ({
        key,
        current: figures(visitsNow.get(key) ?? 0, leadsNow.get(key) ?? 0),
        previous: figures(visitsBefore.get(key) ?? 0, leadsBefore.get(key) ?? 0),
      }))
      .sort(
        (a, b) =>
          b.current.leads - a.current.leads ||
          b.current.visits - a.current.visits ||
          a.key.localeCompare(b.key),
      )
  }
  const [replyNow, replyBefore] = await Promise.all([
    replyPromiseKept(payload, current),
    replyPromiseKept(payload, previous),
  ])
  return {
    period: { from: current.from, to: current.to },
    previousPeriod: { from: previous.from, to: previous.to },
    totals,
    replyPromise: { current: replyNow, previous: replyBefore },
    sections,
  }
}

const csvCell = (value: string | number | null): string => {
  if (value === null) return ''
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const rate = (value: number | null) => (value === null ? null : Number(value.toFixed(4)))

/** The report's table as CSV, one row per dimension and value, both periods side by side. */
export function marketingReportCsv(report: MarketingReport): string {
  const header = [
    'dimension',
    'value',
    `visits ${report.period.from}..${report.period.to}`,
    'leads',
    'conversion',
    `visits ${report.previousPeriod.from}..${report.previousPeriod.to}`,
    'leads (previous)',
    'conversion (previous)',
  ]
  const lines = [header.map(csvCell).join(',')]
  for (const dimension of REPORT_DIMENSIONS) {
    for (const row of report.sections[dimension]) {
      lines.push(
        [
          DIMENSION_LABELS[dimension],
          row.key,
          row.current.visits,
          row.current.leads,
          rate(row.current.conversion),
          row.previous.visits,
          row.previous.leads,
          rate(row.previous.conversion),
        ]
          .map(csvCell)
          .join(','),
      )
    }
  }
  return `${lines.join('\r\n')}\r\n`
}

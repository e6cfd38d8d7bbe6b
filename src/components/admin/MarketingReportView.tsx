import type { AdminViewServerProps } from 'payload'

import { hasSalesRole } from '@/access/roles'
import {
  DIMENSION_LABELS,
  readMarketingReport,
  REPORT_DIMENSIONS,
  type Figures,
  type ReportRow,
} from '@/features/leads/report/marketingReport'

import { AdminPage } from './AdminPage'
import { MarketingChart } from './MarketingChart'

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

const percent = (value: number | null): string =>
  value === null ? '—' : `${(value * 100).toFixed(1)} %`

const share = ({ promised, kept }: { promised: number; kept: number }) =>
  promised === 0 ? null : kept / promised

const cell = { padding: 'calc(var(--base) / 4) calc(var(--base) / 2)', textAlign: 'right' } as const
const keyCell = { ...cell, textAlign: 'left', wordBreak: 'break-all' } as const

function Summary({ label, now, before }: { label: string; now: string; before: string }) {
  return (
    <div className="card" style={{ display: 'block', padding: 'var(--base)' }}>
      <div style={{ opacity: 0.7 }}>{label}</div>
      <div style={{ fontSize: '1.6rem', fontWeight: 600 }}>{now}</div>
      <div style={{ fontSize: '0.85rem', opacity: 0.7 }}>period before: {before}</div>
    </div>
  )
}

const figureCells = (figures: Figures) => [
  figures.visits,
  figures.leads,
  percent(figures.conversion),
]

function Section({ title, rows }: { title: string; rows: readonly ReportRow[] }) {
  const id = `report-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section aria-labelledby={id} style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p style={{ opacity: 0.7 }}>Nothing in either period.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={keyCell}>{title}</th>
              <th style={cell}>Visits</th>
              <th style={cell}>Leads</th>
              <th style={cell}>Conversion</th>
              <th style={cell}>Visits before</th>
              <th style={cell}>Leads before</th>
              <th style={cell}>Conversion before</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
                {/* Text, never markup: React escapes whatever a visitor's link carried. */}
                <th scope="row" style={{ ...keyCell, fontWeight: 'normal' }}>
                  {row.key}
                </th>
                {[...figureCells(row.current), ...figureCells(row.previous)].map((value, i) => (
                  <td key={i} style={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** /admin/marketing-report: what brings leads, for sales and admins (README "Attribution, privacy and the report"). */
export async function MarketingReportView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const { req } = initPageResult
  const user = req.user
  if (!user || !hasSalesRole(user)) {
    return (
      <AdminPage {...props}>
        <h1>Marketing report</h1>
        <p role="alert">Only sales and admins can see the marketing report.</p>
      </AdminPage>
    )
  }
  const report = await readMarketingReport(req.payload, user, {
    from: first(searchParams?.from),
    to: first(searchParams?.to),
  })
  const { period, previousPeriod, totals, replyPromise } = report
  const csv = `/api/marketing-report/csv?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`
  return (
    <AdminPage {...props}>
      <h1 style={{ margin: 'calc(var(--base) * 1.5) 0 calc(var(--base) / 2)' }}>
        Marketing report
      </h1>
      <p style={{ marginTop: 0 }}>
        {period.from} to {period.to}, compared with {previousPeriod.from} to {previousPeriod.to}{' '}
        (South African days). Leads are enquiries and callbacks, spam apart, by their last touch.
      </p>
      <form
        method="get"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'end' }}
      >
        <div className="field-type text">
          <label className="field-label" htmlFor="report-from">
            From
          </label>
          <input id="report-from" name="from" type="date" defaultValue={period.from} />
        </div>
        <div className="field-type text">
          <label className="field-label" htmlFor="report-to">
            To
          </label>
          <input id="report-to" name="to" type="date" defaultValue={period.to} />
        </div>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
        >
          Show
        </button>
        <a
          href={csv}
          className="btn btn--style-secondary btn--size-medium"
          style={{ margin: 0 }}
          download
        >
          Download CSV
        </a>
      </form>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
          gap: 'var(--base)',
          marginTop: 'var(--base)',
        }}
      >
        <Summary
          label="Visits"
          now={String(totals.current.visits)}
          before={String(totals.previous.visits)}
        />
        <Summary
          label="Leads"
          now={String(totals.current.leads)}
          before={String(totals.previous.leads)}
        />
        <Summary
          label="Conversion"
          now={percent(totals.current.conversion)}
          before={percent(totals.previous.conversion)}
        />
        <Summary
          label="Answered within the reply promise"
          now={percent(share(replyPromise.current))}
          before={percent(share(replyPromise.previous))}
        />
      </div>
      <MarketingChart
        rows={report.sections.sourceMedium.slice(0, 8).map((row) => ({
          key: row.key,
          leads: row.current.leads,
          previousLeads: row.previous.leads,
        }))}
      />
      {REPORT_DIMENSIONS.map((dimension) => (
        <Section
          key={dimension}
          title={DIMENSION_LABELS[dimension]}
          rows={report.sections[dimension]}
        />
      ))}
    </AdminPage>
  )
}

'use client'

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

export interface ChartRow {
  readonly key: string
  readonly leads: number
  readonly previousLeads: number
}

/** Leads by source / medium, this period beside the one before; the table below holds the numbers. */
export function MarketingChart({ rows }: { rows: readonly ChartRow[] }) {
  return (
    <figure style={{ margin: 'var(--base) 0', height: '20rem' }} aria-label="Leads by source">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
          <XAxis dataKey="key" tick={{ fontSize: 12 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="leads" name="Leads, this period" fill="#1d4ed8" />
          <Bar dataKey="previousLeads" name="Leads, period before" fill="#93c5fd" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  )
}

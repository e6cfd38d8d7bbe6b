import type { Endpoint } from 'payload'

import { hasSalesRole } from '@/access/roles'

import { marketingReportCsv, readMarketingReport } from './marketingReport'

const NO_STORE = { 'Cache-Control': 'no-store' } as const
const fail = (status: number) =>
  Response.json(
    { errors: [{ message: 'You are not allowed to perform this action.' }] },
    { status, headers: NO_STORE },
  )

/** GET /api/marketing-report/csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the report's table, sales and admins. */
export const marketingReportEndpoint: Endpoint = {
  path: '/marketing-report/csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return fail(401)
    if (!hasSalesRole(req.user)) return fail(403)
    const params = new URL(req.url ?? '', 'http://localhost').searchParams
    const report = await readMarketingReport(req.payload, req.user, {
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    })
    const name = `marketing-report-${report.period.from}-${report.period.to}.csv`
    return new Response(marketingReportCsv(report), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    })
  },
}

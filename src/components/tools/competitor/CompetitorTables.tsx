import { Badge, type BadgeTone } from '@/components/ui/Badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import type { KeywordDifficulty, KeywordGapRow, SiteRecord } from '@/lib/competitorSample'
import { formatInteger } from '@/lib/formatRand'
import { competitorBadge, type CompetitorBadge } from '@/lib/scoreBand'

const BADGE_TONE: Record<CompetitorBadge, BadgeTone> = {
  top: 'green',
  middle: 'yellow',
  outline: 'outline',
}
const DIFFICULTY_TONE: Record<KeywordDifficulty, BadgeTone> = {
  Low: 'green',
  Medium: 'yellow',
  High: 'red',
}

function ScoreBadge({ score }: { score: number }) {
  return <Badge tone={BADGE_TONE[competitorBadge(score)]}>{score}</Badge>
}

/** A header row of column headings; the last column has no right padding. */
function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-700">
      <tr>
        {columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={
              index < columns.length - 1 ? 'py-2 pr-4 font-semibold' : 'py-2 font-semibold'
            }
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

export function ComparisonTable({ sites }: { sites: SiteRecord[] }) {
  return (
    <table className="w-full min-w-[44rem] text-left text-sm">
      <caption className="sr-only">Your website and your competitors compared</caption>
      <TableHead
        columns={[
          'Website',
          'Performance',
          'SEO',
          'Monthly Traffic',
          'Keywords',
          'Backlinks',
          'Social Followers',
        ]}
      />
      <tbody className="divide-y divide-slate-100">
        {sites.map((site) => (
          <tr
            key={`${site.isOwn ? 'own' : 'competitor'}-${site.url}`}
            className={site.isOwn ? 'bg-brand-50' : undefined}
          >
            <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
              <span className="block">{site.name}</span>
              {site.isOwn ? (
                <span className="text-xs font-normal text-brand-700">Your website</span>
              ) : null}
            </th>
            <td className="py-3 pr-4">
              <ScoreBadge score={site.performance} />
            </td>
            <td className="py-3 pr-4">
              <ScoreBadge score={site.seo} />
            </td>
            <td className="py-3 pr-4 text-slate-700">{site.traffic}</td>
            <td className="py-3 pr-4 text-slate-700">{formatInteger(site.keywords)}</td>
            <td className="py-3 pr-4 text-slate-700">{formatInteger(site.backlinks)}</td>
            <td className="py-3 text-slate-700">{formatInteger(site.socialMedia)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Keywords the competitors rank for and the visitor's site does not. */
export function KeywordGapCard({ gaps }: { gaps: readonly KeywordGapRow[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Keyword Gaps</CardTitle>
        <CardDescription>Keywords your competitors rank for and you do not.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <TableHead
            columns={['Keyword', 'Difficulty', 'Monthly Searches', 'Competitors Ranking']}
          />
          <tbody className="divide-y divide-slate-100">
            {gaps.map((row) => (
              <tr key={row.keyword}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {row.keyword}
                </th>
                <td className="py-2 pr-4">
                  <Badge tone={DIFFICULTY_TONE[row.difficulty]}>{row.difficulty}</Badge>
                </td>
                <td className="py-2 pr-4 text-slate-700">{row.volume}</td>
                <td className="py-2 text-slate-700">{row.competitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}

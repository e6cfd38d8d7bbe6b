import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'
import type { SearchHit } from '@/data/search'
import { PATHS } from '@/utilities/paths'

function ResultsHeading({
  query,
  count,
  failed,
}: {
  query: string
  count: number
  failed: boolean
}) {
  if (!query) {
    return (
      <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
        Type a word or two to search our services, templates and policies.
      </h2>
    )
  }
  return (
    <h2 id="results-heading" aria-live="polite" className="text-lg font-semibold text-slate-900">
      {failed
        ? 'Search is unavailable right now. Please try again in a moment.'
        : `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`}
    </h2>
  )
}

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-2xl border border-slate-200 p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{hit.label}</p>
      <h3 className="mt-1 text-lg font-semibold">
        <Link href={hit.href} className="text-slate-900 hover:text-brand-700 hover:underline">
          {hit.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        {hit.snippet.length
          ? hit.snippet.map((part, index) =>
              part.match ? (
                <mark key={index} className="rounded bg-yellow-100 px-0.5 text-slate-900">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )
          : hit.summary}
      </p>
    </li>
  )
}

/** The count (or the failure), the hits with their matches marked, or a way out when nothing matched. */
export function SearchResults({
  query,
  hits,
  failed,
}: {
  query: string
  hits: SearchHit[]
  failed: boolean
}) {
  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <ResultsHeading query={query} count={hits.length} failed={failed} />
      {query && !failed && hits.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-700">
            No results found. Try different or fewer words, or browse everything we offer.
          </p>
          <Link href={PATHS.services} className={buttonClasses('outline', 'md', 'mt-4')}>
            Browse all services
          </Link>
        </div>
      ) : null}
      {hits.length ? (
        <ol className="mt-6 space-y-4">
          {hits.map((hit) => (
            <SearchResult key={`${hit.kind}:${hit.href}:${hit.title}`} hit={hit} />
          ))}
        </ol>
      ) : null}
    </section>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { Input, Label } from '@/components/ui/Field'
import { getPayloadClient } from '@/data/payload'
import { normaliseQuery, SEARCH_QUERY_MAX, searchContent, type SearchHit } from '@/data/search'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const KIND_LABEL: Record<SearchHit['kind'], string> = { service: 'Service', template: 'Template', page: 'Page' }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = normaliseQuery((await searchParams).q)
  // Result pages are endless and thin: search engines follow the links but index none of them.
  return pageMetadata({
    title: query ? `Search results for “${query}”` : 'Search',
    description: 'Search our services, website templates and policies.',
    path: PATHS.search,
    noIndex: true,
  })
}

export default async function SearchPage({ searchParams }: Props) {
  const query = normaliseQuery((await searchParams).q)
  let hits: SearchHit[] = []
  let failed = false
  if (query) {
    const payload = await getPayloadClient()
    try {
      hits = await searchContent(payload, query)
    } catch (err) {
      payload.logger.error({ err, msg: 'Site search failed' })
      failed = true
    }
  }

  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Search</h1>
      <form action={PATHS.search} method="get" role="search" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="site-search">Search the site</Label>
          <Input id="site-search" name="q" type="search" defaultValue={query} maxLength={SEARCH_QUERY_MAX} placeholder="e.g. e-commerce, hosting, POPIA" />
        </div>
        <button type="submit" className={buttonClasses('primary', 'md')}>
          Search
        </button>
      </form>

      <section aria-labelledby="results-heading" className="mt-10">
        {query ? (
          <h2 id="results-heading" aria-live="polite" className="text-lg font-semibold text-slate-900">
            {failed
              ? 'Search is unavailable right now. Please try again in a moment.'
              : `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${query}”`}
          </h2>
        ) : (
          <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
            Type a word or two to search our services, templates and policies.
          </h2>
        )}

        {query && !failed && hits.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-slate-700">No results found. Try different or fewer words, or browse everything we offer.</p>
            <Link href={PATHS.services} className={buttonClasses('outline', 'md', 'mt-4')}>
              Browse all services
            </Link>
          </div>
        ) : null}

        {hits.length ? (
          <ol className="mt-6 space-y-4">
            {hits.map((hit) => (
              <li key={`${hit.kind}:${hit.href}:${hit.title}`} className="rounded-2xl border border-slate-200 p-5 shadow-sm">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{KIND_LABEL[hit.kind]}</p>
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
            ))}
          </ol>
        ) : null}
      </section>
    </Container>
  )
}

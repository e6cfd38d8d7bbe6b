import type { Metadata } from 'next'

import { SearchForm } from '@/components/search/SearchForm'
import { SearchResults } from '@/components/search/SearchResults'
import { Container } from '@/components/ui/Container'
import { normaliseQuery } from '@/data/search'
import { searchSite } from '@/data/searchSite'
import { pageMetadata } from '@/data/seo'
import { PATHS } from '@/utilities/paths'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

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
  const { hits, failed } = await searchSite(query)

  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Search</h1>
      <SearchForm query={query} />
      <SearchResults query={query} hits={hits} failed={failed} />
    </Container>
  )
}

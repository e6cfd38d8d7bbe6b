import type { Payload } from 'payload'

import { searchRows } from '@/db/search'
import { collectionType, collectionTypes } from '@/utilities/contentTypes'

// No 'server-only': it takes the Payload instance as an argument so integration tests can call it.

export type SearchHit = {
  /** The collection it comes from, and what a visitor calls one (its content type's label). */
  kind: string
  label: string
  title: string
  href: string
  summary: string
  /** Snippet around the matched words: plain text with matched words flagged, never HTML. */
  snippet: Array<{ text: string; match: boolean }>
  rank: number
}

export const SEARCH_QUERY_MAX = 100
const RESULT_LIMIT = 30

const START = '\u0001'
const STOP = '\u0002'

// Published content only; the visitor's words are a bound parameter (src/db/search.ts).
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=1, FragmentDelimiter=" … "`

const SEARCHABLE = collectionTypes()
  .filter((type) => type.search)
  .map((type) => type.collection)

function splitSnippet(snippet: string): SearchHit['snippet'] {
  const parts: SearchHit['snippet'] = []
  for (const [index, chunk] of snippet.split(START).entries()) {
    if (index === 0) {
      if (chunk) parts.push({ text: chunk, match: false })
      continue
    }
    const [matched, rest = ''] = chunk.split(STOP)
    if (matched) parts.push({ text: matched, match: true })
    if (rest) parts.push({ text: rest, match: false })
  }
  return parts
}

export function normaliseQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX)
}

export async function searchContent(payload: Payload, rawQuery: string): Promise<SearchHit[]> {
  const query = normaliseQuery(rawQuery)
  if (!query) return []
  const rows = await searchRows(payload, SEARCHABLE, query, HEADLINE_OPTIONS, RESULT_LIMIT)
  return rows.flatMap((row) => {
    const type = collectionType(row.collection)
    const href = type?.path({ slug: row.slug })
    if (!type || !href) return []
    return {
      kind: row.collection,
      label: type.label,
      title: row.title,
      href,
      summary: row.summary ?? '',
      snippet: splitSnippet(row.snippet ?? ''),
      rank: row.rank,
    }
  })
}

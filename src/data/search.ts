import type { Payload } from 'payload'

import { PATHS } from '@/utilities/paths'

// No 'server-only': it takes the Payload instance as an argument so integration tests can call it.

export type SearchKind = 'service' | 'template' | 'page'

export type SearchHit = {
  kind: SearchKind
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

// Published content only; the visitor's words go through websearch_to_tsquery as a bound parameter.
// Lexical keeps its words in nested "text" properties: gather them into plain text.
const richText = (column: string) =>
  `(SELECT string_agg(value #>> '{}', ' ') FROM jsonb_path_query(${column}, 'strict $.**.text') AS value)`

const SEARCH_SQL = `
WITH q AS (SELECT websearch_to_tsquery('english', $1) AS query),
docs AS (
  SELECT 'service' AS kind, s.slug, s.title, s.description AS summary,
         coalesce(s.description, '') || ' ' || coalesce(${richText('s.long_description')}, '') AS body,
         setweight(to_tsvector('english', coalesce(s.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(s.description, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(${richText('s.long_description')}, '')), 'C') AS document
    FROM services s
   WHERE s._status = 'published'
  UNION ALL
  SELECT 'template', t.slug, t.name, t.description, t.description,
         setweight(to_tsvector('english', coalesce(t.name, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(t.description, '')), 'B') ||
         setweight(to_tsvector('english', t.industry::text), 'B')
    FROM templates t
  UNION ALL
  SELECT 'page', p.slug, p.title, coalesce(p.seo_description, ''), coalesce(${richText('p.content')}, ''),
         setweight(to_tsvector('english', coalesce(p.title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(p.seo_description, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(${richText('p.content')}, '')), 'C')
    FROM pages p
)
SELECT kind, slug, title, summary,
       ts_rank(document, query) AS rank,
       ts_headline('english', body, query, $2) AS snippet
  FROM docs, q
 WHERE document @@ query
 ORDER BY rank DESC, title ASC
 LIMIT ${RESULT_LIMIT}`

const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=1, FragmentDelimiter=" … "`

type Row = {
  kind: SearchKind
  slug: string
  title: string
  summary: string | null
  rank: number
  snippet: string | null
}

function hrefFor(kind: SearchKind, slug: string): string {
  if (kind === 'service') return PATHS.service(slug)
  if (kind === 'template') return PATHS.templates
  return `/${slug}`
}

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
  const { rows } = await payload.db.pool.query<Row>(SEARCH_SQL, [query, HEADLINE_OPTIONS])
  return rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    href: hrefFor(row.kind, row.slug),
    summary: row.summary ?? '',
    snippet: splitSnippet(row.snippet ?? ''),
    rank: row.rank,
  }))
}

import { sql, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'
import { pages, pages_blocks_rich_text, services, templates } from './schema'

export type SearchKind = 'service' | 'template' | 'page'

export type SearchRow = {
  kind: SearchKind
  slug: string
  title: string
  summary: string | null
  rank: number
  snippet: string | null
}

// Full-text search has no query-builder form, so this is a `sql` template; the columns in it are
// the generated schema's, so a renamed field is still a type error.

// Lexical keeps its words in nested "text" properties: gather them into plain text.
const richText = (column: SQLWrapper) =>
  sql`(SELECT string_agg(value #>> '{}', ' ') FROM jsonb_path_query(${column}, 'strict $.**.text') AS value)`

/** A page's words: its rich-text blocks, in order. */
const pageText = sql`(SELECT string_agg(${richText(pages_blocks_rich_text.content)}, ' ' ORDER BY ${pages_blocks_rich_text._order}) FROM ${pages_blocks_rich_text} WHERE ${pages_blocks_rich_text._parentID} = ${pages.id})`

/**
 * Published content matching the visitor's words (bound as a parameter, through
 * websearch_to_tsquery), best first, with a `ts_headline` snippet built with `headlineOptions`.
 */
export async function searchRows(
  payload: Payload,
  query: string,
  headlineOptions: string,
  limit: number,
): Promise<SearchRow[]> {
  const { rows } = await postgresOf(payload).drizzle.execute<SearchRow>(sql`
WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS query),
docs AS (
  SELECT 'service' AS kind, ${services.slug} AS slug, ${services.title} AS title, ${services.description} AS summary,
         coalesce(${services.description}, '') || ' ' || coalesce(${richText(services.longDescription)}, '') AS body,
         setweight(to_tsvector('english', coalesce(${services.title}, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(${services.description}, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(${richText(services.longDescription)}, '')), 'C') AS document
    FROM ${services}
   WHERE ${services._status} = 'published'
  UNION ALL
  SELECT 'template', ${templates.slug}, ${templates.name}, ${templates.description}, ${templates.description},
         setweight(to_tsvector('english', coalesce(${templates.name}, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(${templates.description}, '')), 'B') ||
         setweight(to_tsvector('english', ${templates.industry}::text), 'B')
    FROM ${templates}
  UNION ALL
  SELECT 'page', ${pages.slug}, ${pages.title}, coalesce(${pages.seo_description}, ''), coalesce(${pageText}, ''),
         setweight(to_tsvector('english', coalesce(${pages.title}, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(${pages.seo_description}, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(${pageText}, '')), 'C')
    FROM ${pages}
)
SELECT kind, slug, title, summary,
       ts_rank(document, query) AS rank,
       ts_headline('english', body, query, ${headlineOptions}) AS snippet
  FROM docs, q
 WHERE document @@ query
 ORDER BY rank DESC, title ASC
 LIMIT ${limit}`)
  return rows
}

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { postgresOf } from './client'

export type SearchRow = {
  collection: string
  slug: string | null
  title: string
  summary: string | null
  rank: number
  snippet: string | null
}

// Full-text search has no query-builder form, so this is a `sql` template. Every searchable
// collection stores its title, summary and words in the same three columns (src/fields/searchFields.ts),
// so one arm per collection differs only in its table.

const tableOf = (collection: string) => collection.replace(/-/g, '_')

/**
 * Published documents of `collections` matching the visitor's words (bound as a parameter,
 * through websearch_to_tsquery), best first, with a `ts_headline` snippet built with `headlineOptions`.
 */
export async function searchRows(
  payload: Payload,
  collections: readonly string[],
  query: string,
  headlineOptions: string,
  limit: number,
): Promise<SearchRow[]> {
  if (collections.length === 0) return []
  const arms = collections.map(
    (collection) => sql`
  SELECT ${collection}::text AS collection, slug, search_index_title AS title,
         search_index_summary AS summary,
         coalesce(search_index_summary, '') || ' ' || coalesce(search_index_text, '') AS body,
         setweight(to_tsvector('english', coalesce(search_index_title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(search_index_summary, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(search_index_text, '')), 'C') AS document
    FROM ${sql.identifier(tableOf(collection))}
   WHERE _status = 'published'`,
  )
  const { rows } = await postgresOf(payload).drizzle.execute<SearchRow>(sql`
WITH q AS (SELECT websearch_to_tsquery('english', ${query}) AS query),
docs AS (${sql.join(arms, sql` UNION ALL `)})
SELECT collection, slug, title, summary,
       ts_rank(document, query) AS rank,
       ts_headline('english', body, query, ${headlineOptions}) AS snippet
  FROM docs, q
 WHERE document @@ query
 ORDER BY rank DESC, title ASC
 LIMIT ${limit}`)
  return rows
}

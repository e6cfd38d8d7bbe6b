import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]
type RawTables = Parameters<SchemaHook>[0]['adapter']['rawTables']

/**
 * The visit counter's tables (README "Attribution, privacy and the report"), not Payload
 * collections: nobody edits them, and only src/db/visits.ts reads or writes them. Declared here so
 * they are in the committed migrations and the generated Drizzle schema like every other table.
 * A day is the agency's calendar day, 'YYYY-MM-DD'.
 */
const VISIT_TABLES: RawTables = {
  /** Today's salt; yesterday's row is deleted, so yesterday's hashes can never be recomputed. */
  visit_salts: {
    name: 'visit_salts',
    columns: {
      day: { name: 'day', type: 'varchar', primaryKey: true },
      salt: { name: 'salt', type: 'varchar', notNull: true },
    },
  },
  /** Today's visitor hashes, so a visitor counts once a day; deleted with their salt. */
  visit_seen: {
    name: 'visit_seen',
    columns: {
      day: { name: 'day', type: 'varchar', notNull: true },
      hash: { name: 'hash', type: 'varchar', notNull: true },
    },
    indexes: {
      visit_seen_day_hash: { name: 'visit_seen_day_hash_idx', on: ['day', 'hash'], unique: true },
    },
  },
  /** Page views and visits per day, path and source: all the report keeps. */
  visit_counts: {
    name: 'visit_counts',
    columns: {
      day: { name: 'day', type: 'varchar', notNull: true },
      path: { name: 'path', type: 'varchar', notNull: true },
      // '' for none, so the unique index groups them (NULLs never conflict).
      source: { name: 'source', type: 'varchar', notNull: true, default: '' },
      medium: { name: 'medium', type: 'varchar', notNull: true, default: '' },
      campaign: { name: 'campaign', type: 'varchar', notNull: true, default: '' },
      pageviews: { name: 'pageviews', type: 'integer', notNull: true, default: 0 },
      visits: { name: 'visits', type: 'integer', notNull: true, default: 0 },
    },
    indexes: {
      visit_counts_key: {
        name: 'visit_counts_key_idx',
        on: ['day', 'path', 'source', 'medium', 'campaign'],
        unique: true,
      },
    },
  },
}

export const addVisitTables: SchemaHook = ({ adapter, schema }) => {
  Object.assign(adapter.rawTables, VISIT_TABLES)
  return schema
}

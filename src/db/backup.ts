import pg from 'pg'

// Schema-level statements on a connection of their own (the backup runs outside Payload): no
// Payload table is involved, so they stay SQL text.

/** The server's major version (`server_version_num` 150018 is 15). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ v: string }>(
      `select current_setting('server_version_num') as v`,
    )
    return Math.floor(Number(rows[0]?.v) / 10_000)
  } finally {
    await client.end()
  }
}

/** One transaction's exported snapshot: pg_dump reads it, and the counts see exactly what it dumps. */
export interface ExportedSnapshot {
  readonly id: string
  readonly serverVersion: string
  /** Rows per table (`schema.table`) in the snapshot. */
  tableCounts(): Promise<Record<string, number>>
  /** The applied Payload migrations in the snapshot, without the development marker. */
  migrationNames(): Promise<string[]>
}

/**
 * Runs `work` in a read-only repeatable-read transaction whose snapshot is exported. Only ACCESS
 * SHARE locks: the site keeps serving and storing leads meanwhile.
 */
export async function withExportedSnapshot<T>(
  databaseUrl: string,
  work: (snapshot: ExportedSnapshot) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version') as version`,
    )
    const exported = rows[0]
    if (!exported) throw new Error('pg_export_snapshot returned nothing')
    const result = await work({
      id: exported.snapshot,
      serverVersion: exported.version,
      tableCounts: async () => {
        const tables = await client.query<{ schema: string; name: string }>(
          `select schemaname as schema, tablename as name from pg_tables
           where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
        )
        const counts: Record<string, number> = {}
        for (const { schema, name } of tables.rows) {
          const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`
          const counted = await client.query<{ n: string }>(`select count(*) as n from ${quoted}`)
          counts[`${schema}.${name}`] = Number(counted.rows[0]?.n)
        }
        return counts
      },
      migrationNames: async () =>
        (
          await client.query<{ name: string }>(
            `select name from payload_migrations where name <> 'dev' order by name`,
          )
        ).rows.map((row) => row.name),
    })
    await client.query('commit')
    return result
  } finally {
    await client.end()
  }
}

/** User tables with their row counts; none means the database is empty. */
export async function userTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
    return rows.map((row) => row.name)
  } finally {
    await client.end()
  }
}

/** Drops every schema and makes an empty `public`: restore goes into a clean database. */
export async function emptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`,
    )
    for (const { name } of rows)
      await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`)
    await client.query('create schema if not exists public')
  } finally {
    await client.end()
  }
}

import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

import pg from 'pg'
import * as tar from 'tar'

import { backupDestination } from './destination'
import { encryptStream } from './encryption'
import type { FileStore } from './fileStore'
import {
  describeFile,
  DUMP_FILE,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestFile,
} from './manifest'
import { findPgTool, serverMajor } from './pgTools'
import { archiveName, archivesToPrune } from './retention'
import type { BackupSettings } from '@/env/backupSettings'

const run = promisify(execFile)

export type BackupResult = {
  name: string
  locations: string[]
  bytes: number
  manifest: Manifest
  pruned: string[]
}

export type BackupInput = BackupSettings & {
  databaseUrl: string
  fileStore: FileStore
  app: { name: string; version: string }
  /** Staging folder (default: the OS temp folder); needs room for the dump, the files and the archive. */
  workDir?: string
  now?: Date
}

/**
 * Dumps the database with pg_dump in a snapshot this connection exports, and counts each table's
 * rows in that same snapshot, so the manifest describes exactly what the dump holds. pg_dump and
 * the counts take only ACCESS SHARE locks: the site keeps serving and storing leads meanwhile.
 */
async function dumpDatabase(databaseUrl: string, to: string): Promise<Manifest['database']> {
  const major = await serverMajor(databaseUrl)
  const pgDump = await findPgTool('pg_dump', major)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ snapshot: string; version: string }>(
      `select pg_export_snapshot() as snapshot, current_setting('server_version') as version`,
    )
    const exported = rows[0]
    if (!exported) throw new Error('pg_export_snapshot returned nothing')
    const { snapshot, version } = exported
    await run(pgDump.path, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${to}`,
      `--dbname=${databaseUrl}`,
    ])
    const tables = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    )
    const counts: Record<string, number> = {}
    for (const { schema, name } of tables.rows) {
      const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`
      const result = await client.query<{ n: string }>(`select count(*) as n from ${quoted}`)
      counts[`${schema}.${name}`] = Number(result.rows[0]?.n)
    }
    const migrations =
      'public.payload_migrations' in counts
        ? (
            await client.query<{ name: string }>(
              `select name from payload_migrations where name <> 'dev' order by name`,
            )
          ).rows.map((row) => row.name)
        : []
    await client.query('commit')
    return {
      serverVersion: version,
      serverMajor: major,
      pgDumpMajor: pgDump.major,
      migrations,
      tables: counts,
    }
  } finally {
    await client.end()
  }
}

/**
 * `npm run backup` and the daily job: one encrypted archive (tar of manifest.json, database.dump
 * and files/...) written to every destination, then each destination pruned. Memory stays small
 * (streams throughout); disk needs the dump, a copy of the files and the archive at once.
 */
export async function createBackup(input: BackupInput): Promise<BackupResult> {
  const now = input.now ?? new Date()
  const name = archiveName(now)
  const staging = fs.mkdtempSync(path.join(input.workDir ?? os.tmpdir(), 'agency-backup-'))
  try {
    const content = path.join(staging, 'content')
    fs.mkdirSync(content)
    const database = await dumpDatabase(input.databaseUrl, path.join(content, DUMP_FILE))
    // Files after the snapshot: a file uploaded meanwhile is extra, never a row without its file.
    const files: ManifestFile[] = [await describeFile(content, DUMP_FILE)]
    for (const stored of await input.fileStore.list()) {
      const relative = path.posix.join('files', stored.key)
      await input.fileStore.download(stored, path.join(content, relative))
      files.push({ ...(await describeFile(content, relative)), contentType: stored.contentType })
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      app: input.app,
      database,
      fileStore: { kind: input.fileStore.kind },
      files,
    }
    fs.writeFileSync(path.join(content, MANIFEST_FILE), JSON.stringify(manifest, null, 2))

    const entries = [MANIFEST_FILE, ...files.map((file) => file.path)]
    const packed = Readable.from(tar.c({ cwd: content, portable: true }, entries))
    const archive = path.join(staging, name)
    await pipeline(
      await encryptStream(packed, input.recipient),
      fs.createWriteStream(archive, { mode: 0o600 }),
    )

    const locations: string[] = []
    const pruned: string[] = []
    for (const settings of input.destinations) {
      const destination = backupDestination(settings)
      locations.push(await destination.put(name, fs.createReadStream(archive)))
      for (const old of archivesToPrune(await destination.list(), input.retention)) {
        await destination.remove(old)
        pruned.push(`${destination.describe}/${old}`)
      }
    }
    return { name, locations, bytes: fs.statSync(archive).size, manifest, pruned }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

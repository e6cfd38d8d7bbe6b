import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'

import * as tar from 'tar'

import { serverMajor, withExportedSnapshot } from '@/db/backup'

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
import { findPgTool } from './pgTools'
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
  return withExportedSnapshot(databaseUrl, async (snapshot) => {
    await run(pgDump.path, [
      '--format=custom',
      `--snapshot=${snapshot.id}`,
      `--file=${to}`,
      `--dbname=${databaseUrl}`,
    ])
    const counts = await snapshot.tableCounts()
    return {
      serverVersion: snapshot.serverVersion,
      serverMajor: major,
      pgDumpMajor: pgDump.major,
      migrations: 'public.payload_migrations' in counts ? await snapshot.migrationNames() : [],
      tables: counts,
    }
  })
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

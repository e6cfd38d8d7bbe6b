import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'

import * as tar from 'tar'

import { emptyDatabase, serverMajor, userTables } from '@/db/backup'

import { decryptStream } from './encryption'
import type { FileStore } from './fileStore'
import { BackupRefused, checkUnpackedArchive, DUMP_FILE, type Manifest } from './manifest'
import { findPgTool } from './pgTools'

const run = promisify(execFile)

export type RestoreInput = {
  archive: Readable
  /** The age private key (AGE-SECRET-KEY-1...): given at restore time, never kept on the server. */
  identity: string
  databaseUrl: string
  fileStore: FileStore
  /** Migration names this code has (migrations/): a backup from a newer version is refused. */
  knownMigrations: string[]
  /** Applies this code's migrations to the restored database (scripts/run.ts's migrate). */
  migrate: (databaseUrl: string) => Promise<void>
  /** Replace a database and file store that are not empty. */
  force?: boolean
  workDir?: string
}

/** Decrypts and unpacks into `to`; a wrong key, or an altered or cut archive, stops here. */
async function unpack(archive: Readable, identity: string, to: string): Promise<void> {
  const plain = await decryptStream(archive, identity)
  try {
    await new Promise<void>((resolve, reject) => {
      const extract = tar.x({ cwd: to, strict: true })
      // A refused archive stops the unpacking at once: no entry after it is begun.
      const refuse = (error: Error) => {
        plain.unpipe(extract)
        extract.abort(error)
        reject(error)
      }
      extract.on('close', () => resolve())
      extract.on('error', reject)
      plain.on('error', refuse)
      archive.on('error', refuse)
      plain.pipe(extract)
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new BackupRefused(
      `The archive is damaged or was altered (${detail}). Nothing was restored.`,
    )
  }
}

/**
 * `npm run restore`: everything is checked (key, checksums, known migrations, empty targets)
 * before the database or the file store is touched; then pg_restore, the files, the migrations.
 */
export async function restoreBackup(input: RestoreInput): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(input.workDir ?? os.tmpdir(), 'agency-restore-'))
  try {
    await unpack(input.archive, input.identity, staging)
    const manifest = await checkUnpackedArchive(staging, input.knownMigrations)
    if (manifest.fileStore.kind !== input.fileStore.kind)
      throw new BackupRefused(
        `The archive's files come from ${manifest.fileStore.kind === 's3' ? 'an S3 bucket' : 'local folders'}, but this site stores files in ${input.fileStore.describe}. Configure the same kind of store (S3_* variables) and run again.`,
      )

    const major = await serverMajor(input.databaseUrl)
    const pgRestore = await findPgTool('pg_restore', Math.max(major, manifest.database.pgDumpMajor))
    const tables = await userTables(input.databaseUrl)
    const files = await input.fileStore.list()
    if (!input.force && (tables.length || files.length))
      throw new BackupRefused(
        [
          tables.length ? `The database already has ${tables.length} tables.` : '',
          files.length
            ? `The file store (${input.fileStore.describe}) already has ${files.length} files.`
            : '',
          'Restore into an empty database and file store, or pass --force to replace what is there. Nothing was restored.',
        ]
          .filter(Boolean)
          .join(' '),
      )

    if (input.force) {
      await emptyDatabase(input.databaseUrl)
      await input.fileStore.clear()
    }
    // One transaction: a restore that fails leaves the database as empty as it found it.
    await run(pgRestore.path, [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${input.databaseUrl}`,
      path.join(staging, DUMP_FILE),
    ])
    for (const file of manifest.files.filter((entry) => entry.path.startsWith('files/')))
      await input.fileStore.upload(
        { key: file.path.slice('files/'.length), contentType: file.contentType },
        path.join(staging, file.path),
      )
    await input.migrate(input.databaseUrl)
    return manifest
  } finally {
    // The unpacked archive holds the whole database in the clear. A file tar had begun when the
    // archive was refused may still be closing: the removal is tried again until it has.
    await fs.promises.rm(staging, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 })
  }
}

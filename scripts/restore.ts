/**
 * `npm run restore -- <archive> [--identity <key file>] [--force]`: restores a backup into the
 * database (DATABASE_URL, or the embedded development Postgres) and the file store, then applies
 * the migrations (README "Operations"). <archive> is a path or s3://bucket/key. The private key
 * comes from --identity, BACKUP_AGE_IDENTITY_FILE or BACKUP_AGE_IDENTITY; it is never stored.
 */
import fs from 'node:fs'
import { parseArgs } from 'node:util'

import { identityFromKeyFile } from '../src/features/backup/encryption'
import { fileStoreFrom } from '../src/features/backup/fileStore'
import { BackupRefused } from '../src/features/backup/manifest'
import { openArchive } from '../src/features/backup/openArchive'
import { restoreBackup } from '../src/features/backup/restoreBackup'
import { ensureDatabase } from './db'
import { committedMigrations, migrate } from './run'

if (fs.existsSync('.env')) process.loadEnvFile('.env')

function privateKey(identityFile: string | undefined): string {
  const file = identityFile ?? process.env.BACKUP_AGE_IDENTITY_FILE
  if (file) return identityFromKeyFile(fs.readFileSync(file, 'utf8'))
  if (process.env.BACKUP_AGE_IDENTITY) return identityFromKeyFile(process.env.BACKUP_AGE_IDENTITY)
  throw new BackupRefused(
    'Restoring needs the private key: --identity <file> (or BACKUP_AGE_IDENTITY_FILE).',
  )
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { identity: { type: 'string' }, force: { type: 'boolean', default: false } },
  })
  const location = positionals[0]
  if (!location)
    throw new BackupRefused(
      'usage: npm run restore -- <archive path or s3://bucket/key> [--identity <key file>] [--force]',
    )
  const identity = privateKey(values.identity)
  const db = await ensureDatabase('dev')
  try {
    const vars = { ...process.env, ...db.env }
    const started = Date.now()
    const manifest = await restoreBackup({
      archive: await openArchive(location, vars),
      identity,
      databaseUrl: db.url,
      fileStore: fileStoreFrom(vars),
      knownMigrations: committedMigrations(),
      migrate: (databaseUrl) => migrate({ ...db.env, DATABASE_URL: databaseUrl }),
      force: values.force,
      workDir: process.env.BACKUP_WORK_DIR || undefined,
    })
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, ${manifest.files.length - 1} files) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
  } finally {
    await db.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

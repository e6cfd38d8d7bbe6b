/**
 * `npm run backup`: one encrypted archive of the database and the files, written to BACKUP_DIR
 * and/or BACKUP_S3_BUCKET, then old archives pruned (README "Operations"). Uses DATABASE_URL, or
 * the embedded development Postgres.
 * `npm run backup -- --new-key > backup.key`: a new key pair, in age-keygen's format, to make on
 * your own computer (the private key must never be on the server).
 */
import fs from 'node:fs'

import { generateIdentity, identityToRecipient } from 'age-encryption'

import { appVersion } from '../src/features/backup/appVersion'
import { createBackup } from '../src/features/backup/createBackup'
import { fileStoreFrom } from '../src/features/backup/fileStore'
import { backupSettings } from '../src/env/backupSettings'
import { ensureDatabase } from './db'

if (fs.existsSync('.env')) process.loadEnvFile('.env')

async function newKey() {
  const identity = await generateIdentity()
  const recipient = await identityToRecipient(identity)
  console.log(`# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}`)
  console.error(`Public key (BACKUP_AGE_RECIPIENT on the server): ${recipient}`)
}

async function main() {
  if (process.argv.includes('--new-key')) return newKey()
  const settings = backupSettings(process.env)
  if (!settings)
    throw new Error('No backup destination: set BACKUP_DIR and/or BACKUP_S3_BUCKET (.env.example).')
  const db = await ensureDatabase('dev')
  try {
    const vars = { ...process.env, ...db.env }
    const started = Date.now()
    const result = await createBackup({
      ...settings,
      databaseUrl: db.url,
      fileStore: fileStoreFrom(vars),
      app: appVersion(),
      workDir: process.env.BACKUP_WORK_DIR || undefined,
    })
    const rows = Object.values(result.manifest.database.tables).reduce((a, b) => a + b, 0)
    console.log(
      [
        `Backup ${result.name}: ${(result.bytes / 1024 / 1024).toFixed(2)} MiB, ${rows} rows in ${Object.keys(result.manifest.database.tables).length} tables, ${result.manifest.files.length - 1} files, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ...result.locations.map((location) => `  written to ${location}`),
        ...result.pruned.map((old) => `  pruned ${old}`),
      ].join('\n'),
    )
  } finally {
    await db.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

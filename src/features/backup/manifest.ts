import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

export const MANIFEST_FORMAT = 'agency-site-backup/1'
export const MANIFEST_FILE = 'manifest.json'
export const DUMP_FILE = 'database.dump'

export type ManifestFile = { path: string; bytes: number; sha256: string; contentType?: string }

export type Manifest = {
  format: typeof MANIFEST_FORMAT
  createdAt: string
  app: { name: string; version: string }
  database: {
    serverVersion: string
    serverMajor: number
    pgDumpMajor: number
    /** Migrations the database had applied, as Payload names them. */
    migrations: string[]
    /** Rows per table (`schema.table`), counted in the dump's own snapshot. */
    tables: Record<string, number>
  }
  fileStore: { kind: 'local' | 's3' }
  /** Every file of the archive but the manifest itself: the dump and each stored file. */
  files: ManifestFile[]
}

/** A restore stopped before it touched anything; the message says why and what to do. */
export class BackupRefused extends Error {
  override name = 'BackupRefused'
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const full = path.join(root, relative)
  return { path: relative, bytes: fs.statSync(full).size, sha256: await sha256File(full) }
}

function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/**
 * Checks an unpacked archive against its manifest before anything is restored: the format, every
 * file's size and SHA-256, no file the manifest does not list, and migrations this code knows.
 */
export async function checkUnpackedArchive(
  root: string,
  knownMigrations: string[],
): Promise<Manifest> {
  const manifestPath = path.join(root, MANIFEST_FILE)
  if (!fs.existsSync(manifestPath))
    throw new BackupRefused('This archive has no manifest.json: it is not a backup of this site.')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  const format: unknown = manifest.format
  if (format !== MANIFEST_FORMAT)
    throw new BackupRefused(
      `Unknown archive format "${String(format)}" (this version reads ${MANIFEST_FORMAT}).`,
    )
  const listed = new Set(manifest.files.map((file) => file.path))
  if (!listed.has(DUMP_FILE)) throw new BackupRefused('The archive holds no database dump.')
  const extra = listFiles(root).filter((file) => file !== MANIFEST_FILE && !listed.has(file))
  if (extra.length)
    throw new BackupRefused(
      `The archive holds files its manifest does not list (${extra.slice(0, 3).join(', ')}): it was altered.`,
    )
  for (const file of manifest.files) {
    const full = path.join(root, file.path)
    if (!fs.existsSync(full))
      throw new BackupRefused(`The archive is missing ${file.path}, which its manifest lists.`)
    const actual = await describeFile(root, file.path)
    if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256)
      throw new BackupRefused(
        `Checksum mismatch for ${file.path}: the archive was altered or damaged. Nothing was restored.`,
      )
  }
  const unknown = manifest.database.migrations.filter((name) => !knownMigrations.includes(name))
  if (unknown.length)
    throw new BackupRefused(
      `The backup was made by a newer version of the site (${manifest.app.version}) with migrations this version does not have: ${unknown.join(', ')}. Restore it with that version or newer.`,
    )
  return manifest
}
